"""Worker processes for the headless commands (simulate, balance, tournament).

Pools come from the ``forkserver`` start method where the platform has it (``spawn``
elsewhere), never a plain ``fork`` of the calling process: a process that already runs
threads (pygame's sound and timer threads in the app or in a test session, a bot thread)
can deadlock a forked child on a lock some thread held at the fork. Work items and the
functions they name must therefore be picklable (module-level functions and plain data).
"""

from __future__ import annotations

import multiprocessing
from multiprocessing.pool import Pool


def worker_pool(jobs: int) -> Pool:
    """A pool of ``jobs`` clean worker processes (use it as a context manager)."""
    methods = multiprocessing.get_all_start_methods()
    method = "forkserver" if "forkserver" in methods else "spawn"
    return multiprocessing.get_context(method).Pool(jobs)
