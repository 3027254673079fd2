"""Ending a helper process a driver started: asked first, then made to, never left behind."""

import subprocess


def end(process, timeout=10):
    """Terminates `process` and waits for it; kills it if it has not ended within `timeout` s."""
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
