#!/usr/bin/env python3
"""Synthesises the client's sound effects into assets/sounds/ (16-bit PCM mono WAV, 22 050 Hz).

Python 3 standard library only. The noise generator has a fixed seed, so running the script again
writes byte-identical files; the WAVs are committed, and this script is how they were made.

    python3 tools/make_sounds.py [OUTPUT_DIR]      (default: assets/sounds next to tools/)

Sounds:
    die-roll.wav   a die tumbling on felt: a few clacks, closer and softer, then still
    win-small.wav  a small win: a bright rising arpeggio on a bell-like tone, ending on a chord
    win-big.wav    a big win: a two-octave arpeggio and a long shimmering chord
    win-top.wav    the top prize: a three-chord fanfare and a roll of bells
    lose.wav       a soft, short falling two-note figure (not a buzzer: losing is not punished)
    click.wav      a short wooden tick for buttons
    scratch.wav    one second of coin-on-foil scratching that loops without a seam
    reveal.wav     a glassy two-partial chime for an uncovered zone
    reel.wav       the stage-1 amount's reel: ticks coming slower and slower
    amount-top.wav the top stage-1 amount (x4): three rising bells and a chord
    countdown.wav  a soft tick for each of the last seconds before DÉDÉ's inactivity reveal
"""

import math
import os
import random
import struct
import sys
import wave

RATE = 22050
SEED = 20140101


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at_seconds, gain=1.0):
    """Adds `sound` into `into`, starting at `at_seconds`, growing `into` if needed."""
    start = int(at_seconds * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += gain * v
    return into


def biquad(samples, kind, freq, q=0.707):
    """RBJ cookbook biquad: kind is 'low', 'high' or 'band' (constant peak gain)."""
    w0 = 2 * math.pi * freq / RATE
    alpha = math.sin(w0) / (2 * q)
    cos_w0 = math.cos(w0)
    if kind == "low":
        b0, b1, b2 = (1 - cos_w0) / 2, 1 - cos_w0, (1 - cos_w0) / 2
    elif kind == "high":
        b0, b1, b2 = (1 + cos_w0) / 2, -(1 + cos_w0), (1 + cos_w0) / 2
    elif kind == "band":
        b0, b1, b2 = alpha, 0.0, -alpha
    else:
        raise ValueError(kind)
    a0, a1, a2 = 1 + alpha, -2 * cos_w0, 1 - alpha
    b0, b1, b2, a1, a2 = b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for x in samples:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def noise(rng, seconds):
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def envelope(samples, attack, decay_rate):
    """Linear attack (seconds) then exponential decay (per second)."""
    a = max(1, int(attack * RATE))
    out = []
    for i, v in enumerate(samples):
        if i < a:
            g = i / a
        else:
            g = math.exp(-decay_rate * (i - a) / RATE)
        out.append(v * g)
    return out


def tone(freq, seconds, partials=((1.0, 1.0),), attack=0.004, decay=6.0, vibrato=0.0):
    """A sum of sine partials (ratio, amplitude) with an attack/decay envelope."""
    n = int(seconds * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        f = freq * (1 + vibrato * math.sin(2 * math.pi * 5.5 * t))
        v = sum(amp * math.sin(2 * math.pi * f * ratio * t) for ratio, amp in partials)
        out.append(v)
    return envelope(out, attack, decay)


def fade_out(samples, seconds):
    n = min(len(samples), int(seconds * RATE))
    for i in range(n):
        samples[len(samples) - n + i] *= 1 - i / n
    return samples


def normalise(samples, peak):
    top = max(1e-9, max(abs(v) for v in samples))
    return [v * peak / top for v in samples]


def write_wav(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        frames = bytearray()
        for v in samples:
            frames += struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767))
        w.writeframes(bytes(frames))


# --- the sounds --------------------------------------------------------------------------------

def clack(rng, brightness):
    """One impact of a die: a short resonant noise burst plus a woody body tone."""
    burst = envelope(noise(rng, 0.05), 0.0008, 140)
    burst = biquad(burst, "band", 2300 * brightness, q=2.5)
    body = tone(520 * brightness, 0.06, ((1.0, 1.0), (2.7, 0.35)), attack=0.001, decay=90)
    return [b * 1.6 + 0.5 * d for b, d in zip(burst, body)]


def make_die_roll(rng):
    out = silence(0.9)
    # A tumble: impacts come closer together and softer, like a die losing energy.
    t, gap, gain = 0.0, 0.14, 1.0
    while gain > 0.12 and t < 0.8:
        mix(out, clack(rng, rng.uniform(0.85, 1.2)), t, gain)
        t += gap * rng.uniform(0.85, 1.15)
        gap *= 0.78
        gain *= 0.8
    # A soft felt rumble underneath.
    rumble = biquad(noise(rng, 0.75), "low", 380)
    rumble = [v * math.sin(math.pi * i / len(rumble)) for i, v in enumerate(rumble)]
    mix(out, rumble, 0.0, 0.35)
    return fade_out(normalise(out, 0.8), 0.05)


def bell(freq, seconds, decay):
    return tone(freq, seconds, ((1.0, 1.0), (2.0, 0.35), (3.01, 0.18), (4.2, 0.08)),
                attack=0.003, decay=decay)


def make_win(_rng):
    out = silence(1.4)
    notes = [523.25, 659.25, 783.99, 1046.5]  # C5 E5 G5 C6
    for i, f in enumerate(notes):
        mix(out, bell(f, 0.6, 6.5), 0.0 + 0.09 * i, 0.55)
    for f in (523.25, 659.25, 783.99, 1046.5, 1318.5):  # the final chord, with a shimmer
        mix(out, tone(f, 1.0, ((1.0, 1.0), (2.0, 0.25)), attack=0.01, decay=3.2, vibrato=0.003),
            0.38, 0.28)
    return fade_out(normalise(out, 0.85), 0.15)


def make_lose(_rng):
    out = silence(0.75)
    soft = ((1.0, 1.0), (2.0, 0.12))
    mix(out, tone(392.0, 0.35, soft, attack=0.01, decay=7), 0.0, 0.6)  # G4
    mix(out, tone(311.13, 0.5, soft, attack=0.01, decay=5), 0.16, 0.6)  # E-flat 4
    out = biquad(out, "low", 1800)
    return fade_out(normalise(out, 0.6), 0.1)


def make_click(rng):
    out = clack(rng, 1.6)[: int(0.045 * RATE)]
    return fade_out(normalise(out, 0.6), 0.01)


def make_scratch(rng):
    """A one-second loop: the strokes' rhythm repeats exactly over the loop, and the noise's
    tail is cross-faded into its head, so that looping it has no click or seam."""
    length = RATE  # one second
    tail = int(0.08 * RATE)
    raw = biquad(noise(rng, (length + tail) / RATE), "band", 3200, q=0.9)
    raw = biquad(raw, "high", 900)
    loop = raw[:length]
    for i in range(tail):  # cross-fade the extra tail into the beginning
        k = i / tail
        loop[i] = loop[i] * k + raw[length + i] * (1 - k)
    strokes = 6  # six strokes a second, an integer count so the rhythm loops
    out = []
    for i, v in enumerate(loop):
        phase = (i * strokes / length) % 1.0
        stroke = 0.35 + 0.65 * math.sin(math.pi * phase) ** 2
        grain = 0.85 + 0.15 * math.sin(2 * math.pi * 37 * i / length)
        out.append(v * stroke * grain)
    return normalise(out, 0.5)


def make_reveal(_rng):
    out = silence(0.9)
    mix(out, tone(1318.5, 0.9, ((1.0, 1.0), (2.76, 0.3), (5.4, 0.1)), attack=0.002, decay=5), 0.0, 0.6)
    mix(out, tone(1975.5, 0.7, ((1.0, 1.0), (2.76, 0.2)), attack=0.002, decay=6.5), 0.07, 0.4)
    return fade_out(normalise(out, 0.7), 0.1)


def make_reel(rng):
    """The stage-1 amount's reel: ticks coming slower and slower (1.4 s)."""
    out = silence(1.4)
    t, gap = 0.0, 0.06
    while t < 1.3:
        mix(out, clack(rng, 2.2)[: int(0.03 * RATE)], t, 0.35)
        t += gap
        gap *= 1.12
    return fade_out(normalise(out, 0.5), 0.05)


def make_amount_top(_rng):
    """The top stage-1 amount (x4): three rising bells and a bright chord (1.3 s)."""
    out = silence(1.3)
    for i, f in enumerate((783.99, 1046.5, 1318.5)):  # G5 C6 E6
        mix(out, bell(f, 0.5, 7), 0.08 * i, 0.5)
    for f in (1046.5, 1318.5, 1568.0):
        mix(out, tone(f, 0.9, ((1.0, 1.0), (2.0, 0.2)), attack=0.01, decay=3.5, vibrato=0.004), 0.26, 0.25)
    return fade_out(normalise(out, 0.8), 0.15)


def make_win_big(_rng):
    """A big win: a two-octave arpeggio up, then a long shimmering chord (2.6 s)."""
    out = silence(2.6)
    notes = [523.25, 659.25, 783.99, 1046.5, 1318.5, 1568.0, 2093.0]
    for i, f in enumerate(notes):
        mix(out, bell(f, 0.7, 5.5), 0.075 * i, 0.45)
    for f in (523.25, 659.25, 783.99, 1046.5, 1318.5, 1568.0):
        mix(out, tone(f, 2.0, ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08)), attack=0.02, decay=1.6, vibrato=0.004),
            0.55, 0.22)
    return fade_out(normalise(out, 0.88), 0.3)


def make_win_top(_rng):
    """The top prize: a fanfare of three chords, brighter each time, then a long roll (4.2 s)."""
    out = silence(4.2)
    brass = ((1.0, 1.0), (2.0, 0.5), (3.0, 0.3), (4.0, 0.15))
    chords = [(0.0, (392.0, 493.88, 587.33)), (0.32, (440.0, 554.37, 659.25)), (0.64, (523.25, 659.25, 783.99, 1046.5))]
    for at, chord in chords:
        for f in chord:
            mix(out, tone(f, 0.45 if at < 0.6 else 2.8, brass, attack=0.02, decay=5 if at < 0.6 else 1.1,
                          vibrato=0.005), at, 0.2)
    for i in range(24):  # a roll of bells over the last chord
        mix(out, bell(1046.5 * (1.5 if i % 2 else 2.0), 0.4, 8), 0.9 + 0.11 * i, 0.18)
    return fade_out(normalise(out, 0.9), 0.5)


def make_countdown(rng):
    """A soft tick for each of the last seconds before DÉDÉ's inactivity reveal (0.12 s)."""
    out = biquad(clack(rng, 0.8)[: int(0.12 * RATE)], "low", 2500)
    return fade_out(normalise(out, 0.35), 0.04)


SOUNDS = {
    "die-roll.wav": make_die_roll,
    "win-small.wav": make_win,
    "lose.wav": make_lose,
    "click.wav": make_click,
    "scratch.wav": make_scratch,
    "reveal.wav": make_reveal,
    "reel.wav": make_reel,
    "amount-top.wav": make_amount_top,
    "win-big.wav": make_win_big,
    "win-top.wav": make_win_top,
    "countdown.wav": make_countdown,
}


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out_dir = argv[1] if len(argv) > 1 else os.path.join(root, "assets", "sounds")
    os.makedirs(out_dir, exist_ok=True)
    rng = random.Random(SEED)
    for name, make in SOUNDS.items():
        samples = make(rng)
        path = os.path.join(out_dir, name)
        write_wav(path, samples)
        print("%-14s %5.2f s %7d bytes" % (name, len(samples) / RATE, os.path.getsize(path)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
