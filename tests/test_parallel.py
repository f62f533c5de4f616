"""Worker processes (game/core/parallel.py): results in order or as they come, and a worker
that dies ends the run with a sentence instead of a wait that never ends."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from game.core.parallel import WorkerLost, run_in_workers


def test_ordered_results_come_in_the_items_order() -> None:
    assert list(run_in_workers(abs, [-3, -1, -2, 5], 2, ordered=True)) == [3, 1, 2, 5]


def test_unordered_results_are_every_items_result() -> None:
    assert sorted(run_in_workers(abs, [-3, -1, -2, 5], 2)) == [1, 2, 3, 5]


def test_one_job_runs_in_this_process_in_order() -> None:
    """A lambda cannot be sent to a worker: with one job nothing is sent."""
    assert list(run_in_workers(lambda x: (x, os.getpid()), [2, 1], 1)) == [
        (2, os.getpid()),
        (1, os.getpid()),
    ]


def test_a_worker_that_dies_ends_the_run_with_a_sentence() -> None:
    """os._exit kills the worker mid-item, as the system's out-of-memory killer would."""
    with pytest.raises(WorkerLost, match="worker process stopped unexpectedly") as caught:
        list(run_in_workers(os._exit, [3, 4], 2))
    assert str(caught.value).endswith("with fewer --jobs than 2 if it recurs.")


def _pause_then_mark(item: tuple[str, float]) -> str:
    """A worker's task: sleep ``seconds``, then leave a file saying it finished."""
    folder, seconds = item
    time.sleep(seconds)
    mark = os.path.join(folder, f"done-{seconds}")
    with open(mark, "w", encoding="utf-8") as f:
        f.write("done")
    return mark


def test_leaving_the_results_early_stops_the_work_under_way(tmp_path: Path) -> None:
    """An interrupted tournament must not wait for a game still being played: closing the
    results after the first stops the worker that is 30 s into the second."""
    results = run_in_workers(_pause_then_mark, [(str(tmp_path), 0.0), (str(tmp_path), 30.0)], 2)
    first = next(results)
    assert first.endswith("done-0.0")
    results.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["done-0.0"]
