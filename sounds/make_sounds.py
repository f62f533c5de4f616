"""Synthesize Loot Table's sound effects with the standard library only.

Writes 16-bit mono 44.1 kHz WAV files (see ``SOUNDS``) into the folder given by ``--out``
(default: ui/resources/sounds, where the app finds them and the packages ship them from).
Every sound is generated from fixed seeds and fixed parameters, so the output is
byte-for-byte identical on every run. Each sound is normalised to a peak of about -6 dBFS
(the dense low error buzz to -8) and gets short fades at both ends to avoid clicks.

Usage: python sounds/make_sounds.py [--out DIR]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 44_100
PEAK_DBFS = -6.0
FADE_IN_S = 0.002
FADE_OUT_S = 0.010
TAU = 2.0 * math.pi

Buffer = list[float]


# --------------------------------------------------------------------------- building blocks


def silence(seconds: float) -> Buffer:
    return [0.0] * round(seconds * RATE)


def lowpass(samples: Buffer, cutoff_hz: float) -> Buffer:
    """One-pole low-pass filter."""
    a = 1.0 - math.exp(-TAU * cutoff_hz / RATE)
    out: Buffer = []
    y = 0.0
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(samples: Buffer, cutoff_hz: float) -> Buffer:
    """One-pole high-pass filter (the input minus its low-passed self)."""
    return [x - lo for x, lo in zip(samples, lowpass(samples, cutoff_hz), strict=True)]


def noise(rng: random.Random, seconds: float) -> Buffer:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def mix_into(dest: Buffer, src: Buffer, at_s: float, gain: float = 1.0) -> None:
    """Add ``src`` into ``dest`` starting at ``at_s`` seconds (clipped to ``dest``'s length)."""
    start = round(at_s * RATE)
    for i, x in enumerate(src[: max(0, len(dest) - start)]):
        dest[start + i] += gain * x


def partials(
    freqs_amps: list[tuple[float, float]],
    seconds: float,
    decay_s: float,
    attack_s: float = 0.002,
    phase_rng: random.Random | None = None,
) -> Buffer:
    """A sum of sine partials under a linear attack and an exponential decay.

    ``decay_s`` is the time constant of the fundamental; higher partials decay faster
    (proportionally to their frequency ratio), as they do in struck objects.
    """
    n = round(seconds * RATE)
    base = freqs_amps[0][0]
    out = [0.0] * n
    for f, amp in freqs_amps:
        phase = phase_rng.uniform(0.0, TAU) if phase_rng else 0.0
        tc = decay_s / max(1.0, math.sqrt(f / base))
        w = TAU * f / RATE
        for i in range(n):
            out[i] += amp * math.sin(w * i + phase) * math.exp(-i / (tc * RATE))
    attack = max(1, round(attack_s * RATE))
    for i in range(min(attack, n)):
        out[i] *= i / attack
    return out


def tone(
    freq: float, seconds: float, harmonics: list[float], decay_s: float, attack_s: float = 0.005
) -> Buffer:
    """A pitched note: harmonic partials (amplitudes of 1f, 2f, 3f...) with a decay envelope."""
    return partials(
        [(freq * (k + 1), a) for k, a in enumerate(harmonics)], seconds, decay_s, attack_s
    )


def finish(samples: Buffer, peak_dbfs: float = PEAK_DBFS) -> Buffer:
    """Remove DC, normalise to ``peak_dbfs`` and apply the short fade-in and fade-out."""
    mean = sum(samples) / len(samples)
    out = [x - mean for x in samples]
    fade_in = max(1, round(FADE_IN_S * RATE))
    fade_out = max(1, round(FADE_OUT_S * RATE))
    n = len(out)
    for i in range(min(fade_in, n)):
        out[i] *= i / fade_in
    for i in range(min(fade_out, n)):
        out[n - 1 - i] *= i / fade_out
    top = max(abs(x) for x in out)
    if top > 0.0:
        gain = 10.0 ** (peak_dbfs / 20.0) / top
        out = [x * gain for x in out]
    return out


# --------------------------------------------------------------------------- the sounds


def card_slide() -> Buffer:
    """A soft swish: band-limited noise swelling then fading, its brightness sweeping down."""
    rng = random.Random(1001)
    seconds = 0.15
    raw = highpass(noise(rng, seconds), 400.0)
    n = len(raw)
    out: Buffer = []
    y = 0.0
    for i, x in enumerate(raw):
        t = i / n
        cutoff = 5200.0 - 3600.0 * t
        a = 1.0 - math.exp(-TAU * cutoff / RATE)
        y += a * (x - y)
        env = math.sin(math.pi * min(1.0, t / 0.35) / 2.0) if t < 0.35 else (1.0 - t) / 0.65
        out.append(y * env * env)
    return finish(out)


def card_flip() -> Buffer:
    """A quick snap: a bright noise transient over a small papery thump."""
    rng = random.Random(1002)
    seconds = 0.09
    n = round(seconds * RATE)
    snap = highpass(noise(rng, seconds), 1800.0)
    snap = [x * math.exp(-i / (0.008 * RATE)) for i, x in enumerate(snap)]
    body = tone(210.0, seconds, [1.0, 0.3], decay_s=0.018, attack_s=0.001)
    out = [0.9 * snap[i] + 0.5 * body[i] for i in range(n)]
    return finish(lowpass(out, 9000.0))


def _clack(rng: random.Random, seconds: float = 0.06) -> Buffer:
    """One die hitting the table: a short inharmonic knock plus a tick of noise."""
    base = rng.uniform(1500.0, 2300.0)
    knock = partials(
        [(base, 1.0), (base * 1.71, 0.6), (base * 2.43, 0.35), (base * 0.42, 0.5)],
        seconds,
        decay_s=0.012,
        attack_s=0.0005,
        phase_rng=rng,
    )
    tick = highpass(noise(rng, seconds), 2500.0)
    return [
        k + 0.6 * x * math.exp(-i / (0.003 * RATE))
        for i, (k, x) in enumerate(zip(knock, tick, strict=True))
    ]


def dice() -> Buffer:
    """A few clacks of dice tumbling, coming faster and quieter as they settle."""
    rng = random.Random(1003)
    out = silence(0.45)
    hits = [
        (0.000, 1.00),
        (0.105, 0.80),
        (0.190, 0.70),
        (0.255, 0.50),
        (0.300, 0.40),
        (0.335, 0.25),
    ]
    for at, gain in hits:
        mix_into(out, _clack(rng), at + rng.uniform(0.0, 0.008), gain)
    return finish(out)


def _clink(rng: random.Random, base: float, seconds: float = 0.16) -> Buffer:
    """One coin striking another: bright inharmonic partials with a ringing decay."""
    ratios = [(1.0, 1.0), (1.506, 0.7), (2.198, 0.45), (2.761, 0.3), (3.53, 0.2)]
    return partials(
        [(base * r, a) for r, a in ratios], seconds, decay_s=0.055, attack_s=0.0008, phase_rng=rng
    )


def coins() -> Buffer:
    """Metallic clinks of a few coins landing in a pile."""
    rng = random.Random(1004)
    out = silence(0.30)
    for at, base, gain in [(0.000, 2650.0, 1.0), (0.060, 3120.0, 0.75), (0.125, 2890.0, 0.6)]:
        mix_into(out, _clink(rng, base), at, gain)
    return finish(lowpass(out, 11000.0))


def _motif(
    notes: list[tuple[float, float, float]],
    seconds: float,
    harmonics: list[float],
    decay_s: float,
    attack_s: float,
) -> Buffer:
    out = silence(seconds)
    for at, freq, gain in notes:
        mix_into(out, tone(freq, seconds - at, harmonics, decay_s, attack_s), at, gain)
    return out


def attack_won() -> Buffer:
    """A rising, bright major arpeggio (C5 E5 G5), the last note ringing on."""
    notes = [(0.00, 523.25, 0.8), (0.11, 659.25, 0.85), (0.22, 783.99, 1.0)]
    out = _motif(notes, 0.50, [1.0, 0.45, 0.25, 0.12], decay_s=0.16, attack_s=0.004)
    return finish(out)


def attack_lost() -> Buffer:
    """A falling, dull minor motif (G4 Eb4 C4) of soft, nearly pure tones."""
    notes = [(0.00, 392.00, 1.0), (0.13, 311.13, 0.9), (0.26, 261.63, 0.95)]
    out = _motif(notes, 0.50, [1.0, 0.18, 0.05], decay_s=0.14, attack_s=0.015)
    return finish(lowpass(out, 1800.0))


def _bell(freq: float, seconds: float) -> Buffer:
    """A gentle chime: a sine with faint bell-like overtones and a long decay."""
    return partials(
        [(freq, 1.0), (freq * 2.0, 0.22), (freq * 2.76, 0.08)],
        seconds,
        decay_s=0.20,
        attack_s=0.006,
    )


def your_turn() -> Buffer:
    """A gentle two-tone chime, rising a fourth (E5 then A5)."""
    out = silence(0.40)
    mix_into(out, _bell(659.25, 0.40), 0.0, 0.85)
    mix_into(out, _bell(880.00, 0.26), 0.14, 1.0)
    return finish(out)


def click() -> Buffer:
    """A short UI click: a tiny high tick with a hint of body."""
    rng = random.Random(1008)
    seconds = 0.04
    n = round(seconds * RATE)
    body = tone(1400.0, seconds, [1.0, 0.25], decay_s=0.005, attack_s=0.0005)
    tick = highpass(noise(rng, seconds), 3000.0)
    out = [body[i] + 0.35 * tick[i] * math.exp(-i / (0.0015 * RATE)) for i in range(n)]
    return finish(out)


def error() -> Buffer:
    """A soft, low buzz: two slightly detuned odd-harmonic tones, rounded off by a low-pass."""
    seconds = 0.20
    n = round(seconds * RATE)
    out: Buffer = []
    for i in range(n):
        t = i / RATE
        s = 0.0
        for f in (150.0, 153.0):
            for k, a in ((1, 1.0), (3, 0.33), (5, 0.15), (7, 0.07)):
                s += a * math.sin(TAU * f * k * t)
        env = min(1.0, t / 0.012) * min(1.0, (seconds - t) / 0.06)
        out.append(s * env)
    return finish(lowpass(out, 900.0), peak_dbfs=-8.0)  # low and dense: a little quieter


SOUNDS: dict[str, Callable[[], Buffer]] = {
    "card_slide.wav": card_slide,
    "card_flip.wav": card_flip,
    "dice.wav": dice,
    "coins.wav": coins,
    "attack_won.wav": attack_won,
    "attack_lost.wav": attack_lost,
    "your_turn.wav": your_turn,
    "click.wav": click,
    "error.wav": error,
}


# --------------------------------------------------------------------------- output


def to_pcm16(samples: Buffer) -> bytes:
    """Little-endian signed 16-bit PCM, clipped to the valid range."""
    pcm = array("h", (max(-32768, min(32767, round(x * 32767.0))) for x in samples))
    if sys.byteorder == "big":
        pcm.byteswap()
    return pcm.tobytes()


def write_wav(path: Path, samples: Buffer) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(to_pcm16(samples))


def build_all(out_dir: Path) -> list[Path]:
    """Write every sound into ``out_dir`` (created if needed); returns the written paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = out_dir / name
        write_wav(path, make())
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Synthesize Loot Table's sound effects.")
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).resolve().parents[1] / "ui" / "resources" / "sounds",
        help="folder to write the WAV files into (default: ui/resources/sounds)",
    )
    args = parser.parse_args(argv)
    total = 0
    for path in build_all(args.out):
        size = path.stat().st_size
        total += size
        print(f"{path}  {size / 1024:.1f} KB")
    print(f"{len(SOUNDS)} sounds, {total / 1024:.1f} KB in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
