"""Worker processes for the headless commands (simulate, balance, tournament, train).

Workers come from the ``forkserver`` start method where the platform has it (``spawn``
elsewhere), never a plain ``fork`` of the calling process: a process that already runs
threads (pygame's sound and timer threads in the app or in a test session, a bot thread)
can deadlock a forked child on a lock some thread held at the fork. Work items and the
functions they name must therefore be picklable (module-level functions and plain data).

A worker that dies (killed by the system for memory, say) ends the run with
:class:`WorkerLost`, a sentence, instead of leaving the command waiting for a result that
will never come (what ``multiprocessing.Pool`` does).
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")


class WorkerLost(RuntimeError):
    """A worker process stopped before finishing its work; ``str()`` is one sentence."""


def run_in_workers(
    work: Callable[[Item], Result], items: Iterable[Item], jobs: int, *, ordered: bool = False
) -> Iterator[Result]:
    """``work(item)`` for every item on ``jobs`` clean worker processes: the results in the
    items' order when ``ordered``, else as each finishes. With ``jobs <= 1`` or a single
    item, in this process and in order (``work`` then need not be picklable). Raises
    :class:`WorkerLost` if a worker dies; an interrupt, an error or leaving the loop early
    stops the workers at once."""
    items = list(items)
    if jobs <= 1 or len(items) <= 1:
        yield from map(work, items)
        return
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
    executor = ProcessPoolExecutor(max_workers=jobs, mp_context=context)
    try:
        futures: list[Future[Result]] = [executor.submit(work, item) for item in items]
        for future in futures if ordered else as_completed(futures):
            yield future.result()
    except BrokenProcessPool as exc:
        raise WorkerLost(
            "A worker process stopped unexpectedly (the system may have run out of memory); "
            f"run the command again, with fewer --jobs than {jobs} if it recurs."
        ) from exc
    except BaseException:  # interrupted, failed or left early (GeneratorExit): stop them now
        _stop_workers(executor)
        raise
    finally:
        executor.shutdown(wait=True, cancel_futures=True)


def _stop_workers(executor: ProcessPoolExecutor) -> None:
    """Terminate ``executor``'s worker processes (a worker may be minutes into a game of
    search bots; shutting down politely would wait for it). The executor keeps its workers
    in ``_processes``, which has no public counterpart."""
    processes = getattr(executor, "_processes", None) or {}
    for process in list(processes.values()):
        process.terminate()
