#!/usr/bin/env python3
"""Draws the twelve Happy 2014 month characters (assets/happy2014/months/01.svg to 12.svg).

Happy 2014, art. 4.2: « douze personnages sur chacun desquels est inscrit un mois ». Each month is
its own character, told apart by its shape, its colours and what it holds, not by a hat alone:
a snowman (janvier), a heart (février), a lamb (mars), a fish (avril: le poisson d'avril), a bee
(mai), a sun (juin), an ice cream (juillet), a crab (août), an apple (septembre: la rentrée), a
pumpkin (octobre), a mushroom (novembre) and a fir tree (décembre). Every character has a face;
the month's name is written on a label across its feet, in the regulation's French.

The art is opaque and fills its 200 x 240 box: it is also the cover of the month's zone.

    python3 tools/make_months.py            # writes assets/happy2014/months/NN.svg
"""

import math
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "happy2014" / "months"
INK = "#2A1A14"


def eyes(cx, cy, gap=17, r=7.5, look=1.5):
    """Two eyes with a highlight, `gap` from the centre each."""
    parts = []
    for x in (cx - gap, cx + gap):
        parts.append(f'<ellipse cx="{x}" cy="{cy}" rx="{r}" ry="{r * 1.15:.1f}" fill="#FFFFFF" stroke="{INK}" stroke-width="1.8"/>')
        parts.append(f'<circle cx="{x + look}" cy="{cy + 1.5}" r="{r * 0.55:.1f}" fill="{INK}"/>')
        parts.append(f'<circle cx="{x + look + 1.6:.1f}" cy="{cy - 0.5:.1f}" r="{r * 0.2:.1f}" fill="#FFFFFF"/>')
    return "".join(parts)


def smile(cx, cy, w=16, depth=8, width=3):
    return (f'<path d="M{cx - w} {cy} Q{cx} {cy + depth * 2} {cx + w} {cy}" fill="none" stroke="{INK}" '
            f'stroke-width="{width}" stroke-linecap="round"/>')


def cheeks(cx, cy, gap=30, colour="#FF8A8A"):
    return "".join(f'<ellipse cx="{x}" cy="{cy}" rx="7" ry="4.5" fill="{colour}" opacity="0.55"/>'
                   for x in (cx - gap, cx + gap))


def star(cx, cy, r, fill, inner=0.45):
    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * inner
        pts.append(f"{cx + rr * math.cos(a):.1f},{cy + rr * math.sin(a):.1f}")
    return f'<polygon points="{" ".join(pts)}" fill="{fill}"/>'


def snowman():
    return "".join([
        '<circle cx="100" cy="140" r="42" fill="#FFFFFF" stroke="#7FA6C9" stroke-width="2.5"/>',
        '<circle cx="100" cy="86" r="32" fill="#FFFFFF" stroke="#7FA6C9" stroke-width="2.5"/>',
        # top hat
        '<rect x="72" y="50" width="56" height="8" rx="3" fill="#2B2D42"/>',
        '<rect x="80" y="22" width="40" height="32" rx="4" fill="#2B2D42"/>',
        '<rect x="80" y="44" width="40" height="6" fill="#D7263D"/>',
        eyes(100, 80, gap=12, r=6),
        '<path d="M100 90 L124 95 L100 97 Z" fill="#F28C28" stroke="#B85C00" stroke-width="1.2"/>',
        smile(100, 103, w=10, depth=4, width=2.5),
        # scarf
        '<path d="M70 112 Q100 126 130 112 L130 122 Q100 136 70 122 Z" fill="#D7263D"/>',
        '<path d="M112 122 L120 150 L106 150 L102 126 Z" fill="#B01C30"/>',
        # buttons and twig arms
        '<circle cx="100" cy="140" r="4" fill="#2B2D42"/><circle cx="100" cy="158" r="4" fill="#2B2D42"/>',
        '<path d="M60 132 L30 112 M40 119 L34 106 M140 132 L170 112 M160 119 L166 106" stroke="#6B4226" stroke-width="4" stroke-linecap="round"/>',
    ])


def heart():
    body = ('<path d="M100 176 C56 144 34 120 34 90 C34 66 52 50 72 50 C86 50 96 58 100 70 '
            'C104 58 114 50 128 50 C148 50 166 66 166 90 C166 120 144 144 100 176 Z" '
            'fill="#E63E62" stroke="#9E1B3B" stroke-width="3"/>')
    return "".join([
        # arms and legs
        '<path d="M42 110 Q22 100 20 82 M158 110 Q178 100 180 82" fill="none" stroke="#9E1B3B" stroke-width="5" stroke-linecap="round"/>',
        '<path d="M88 168 L84 184 M112 168 L116 184" stroke="#9E1B3B" stroke-width="5" stroke-linecap="round"/>',
        body,
        '<path d="M54 80 Q62 64 78 62" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round" opacity="0.6"/>',
        eyes(100, 100, gap=18, r=8),
        cheeks(100, 120, gap=34, colour="#FFC2CF"),
        smile(100, 122, w=14, depth=7),
        # cupid's arrow held across
        '<path d="M14 58 L66 86" stroke="#C48A1C" stroke-width="3.5" stroke-linecap="round"/>',
        '<path d="M66 86 L56 76 L62 90 Z" fill="#C48A1C"/>',
        '<path d="M14 58 L10 48 M14 58 L4 58" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round"/>',
    ])


def lamb():
    puffs = "".join(f'<circle cx="{100 + 46 * math.cos(a):.1f}" cy="{128 + 34 * math.sin(a):.1f}" r="20" fill="#FFFFFF" stroke="#C9C2B5" stroke-width="2"/>'
                    for a in [k * math.pi / 5 for k in range(10)])
    return "".join([
        '<rect x="68" y="150" width="12" height="32" rx="5" fill="#4A3B35"/>',
        '<rect x="120" y="150" width="12" height="32" rx="5" fill="#4A3B35"/>',
        puffs,
        '<ellipse cx="100" cy="128" rx="48" ry="36" fill="#FFFFFF"/>',
        # head
        '<ellipse cx="62" cy="80" rx="15" ry="8" transform="rotate(-25 62 80)" fill="#4A3B35"/>',
        '<ellipse cx="138" cy="80" rx="15" ry="8" transform="rotate(25 138 80)" fill="#4A3B35"/>',
        '<ellipse cx="100" cy="92" rx="34" ry="38" fill="#5C4A42"/>',
        '<circle cx="86" cy="56" r="12" fill="#FFFFFF"/><circle cx="100" cy="50" r="13" fill="#FFFFFF"/><circle cx="114" cy="56" r="12" fill="#FFFFFF"/>',
        eyes(100, 88, gap=13, r=7),
        '<ellipse cx="100" cy="108" rx="6" ry="4" fill="#2A1A14"/>',
        smile(100, 113, w=9, depth=4, width=2.5).replace(INK, "#FFFFFF"),
        # a daisy behind the ear
        star(136, 60, 10, "#FFFFFF", inner=0.7), '<circle cx="136" cy="60" r="4.5" fill="#FFC83D"/>',
    ])


def fish():
    return "".join([
        '<path d="M150 118 L188 86 L184 118 L188 150 Z" fill="#F2994A" stroke="#B85C00" stroke-width="3" stroke-linejoin="round"/>',
        '<ellipse cx="96" cy="118" rx="66" ry="46" fill="#F2994A" stroke="#B85C00" stroke-width="3"/>',
        '<path d="M84 72 Q104 52 128 78" fill="#F7C873" stroke="#B85C00" stroke-width="2.5"/>',
        '<path d="M92 150 Q104 172 120 158" fill="#F7C873" stroke="#B85C00" stroke-width="2.5"/>',
        '<path d="M120 98 Q132 118 120 138 M136 102 Q146 118 136 134" fill="none" stroke="#B85C00" stroke-width="2.5" opacity="0.6"/>',
        eyes(70, 104, gap=0.001, r=12),
        smile(62, 132, w=12, depth=5),
        '<path d="M40 118 Q44 110 52 112" fill="none" stroke="#B85C00" stroke-width="2"/>',
        # bubbles
        '<circle cx="32" cy="70" r="7" fill="none" stroke="#FFFFFF" stroke-width="2.5"/>',
        '<circle cx="46" cy="46" r="5" fill="none" stroke="#FFFFFF" stroke-width="2.5"/>',
        '<circle cx="30" cy="30" r="3.5" fill="none" stroke="#FFFFFF" stroke-width="2.5"/>',
    ])


def bee():
    return "".join([
        # wings
        '<ellipse cx="70" cy="66" rx="26" ry="34" transform="rotate(-25 70 66)" fill="#E8F6FF" stroke="#7FB3D5" stroke-width="2.5" opacity="0.95"/>',
        '<ellipse cx="130" cy="66" rx="26" ry="34" transform="rotate(25 130 66)" fill="#E8F6FF" stroke="#7FB3D5" stroke-width="2.5" opacity="0.95"/>',
        '<path d="M100 178 L92 166 L108 166 Z" fill="#2A1A14"/>',
        '<ellipse cx="100" cy="122" rx="54" ry="50" fill="#FFC83D" stroke="#2A1A14" stroke-width="3"/>',
        '<path d="M50 138 Q100 152 150 138 L146 154 Q100 168 54 154 Z" fill="#2A1A14"/>',
        '<path d="M62 160 Q100 172 138 160 L128 170 Q100 178 72 170 Z" fill="#2A1A14"/>',
        # antennae
        '<path d="M84 76 Q76 50 64 44 M116 76 Q124 50 136 44" fill="none" stroke="#2A1A14" stroke-width="3.5" stroke-linecap="round"/>',
        '<circle cx="64" cy="44" r="5.5" fill="#2A1A14"/><circle cx="136" cy="44" r="5.5" fill="#2A1A14"/>',
        eyes(100, 108, gap=18, r=9),
        cheeks(100, 126, gap=32),
        smile(100, 124, w=12, depth=5),
        # a sprig of lily of the valley (le muguet du 1er mai)
        '<path d="M172 180 Q170 140 160 118" fill="none" stroke="#3C8D2F" stroke-width="3"/>',
        '<circle cx="158" cy="128" r="5" fill="#FFFFFF" stroke="#9BC59D"/><circle cx="164" cy="142" r="5" fill="#FFFFFF" stroke="#9BC59D"/><circle cx="168" cy="156" r="5" fill="#FFFFFF" stroke="#9BC59D"/>',
    ])


def sun():
    rays = "".join(
        f'<path d="M{100 + 52 * math.cos(a - 0.16):.1f} {108 + 52 * math.sin(a - 0.16):.1f} '
        f'L{100 + 82 * math.cos(a):.1f} {108 + 82 * math.sin(a):.1f} '
        f'L{100 + 52 * math.cos(a + 0.16):.1f} {108 + 52 * math.sin(a + 0.16):.1f} Z" fill="#FFB020"/>'
        for a in [k * math.pi / 6 for k in range(12)])
    return "".join([
        rays,
        '<circle cx="100" cy="108" r="54" fill="#FFD447" stroke="#E08A00" stroke-width="3"/>',
        # sunglasses
        '<path d="M58 92 H142" stroke="#2A1A14" stroke-width="4"/>',
        '<rect x="62" y="90" width="32" height="22" rx="10" fill="#2A1A14"/>',
        '<rect x="106" y="90" width="32" height="22" rx="10" fill="#2A1A14"/>',
        '<path d="M68 96 L78 96" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round" opacity="0.7"/>',
        '<path d="M112 96 L122 96" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round" opacity="0.7"/>',
        cheeks(100, 124, gap=34, colour="#FF7A45"),
        '<path d="M80 126 Q100 150 120 126 Z" fill="#B3261E" stroke="#2A1A14" stroke-width="2.5" stroke-linejoin="round"/>',
    ])


def ice_cream():
    return "".join([
        '<path d="M64 112 L100 184 L136 112 Z" fill="#E0A458" stroke="#9C6226" stroke-width="3" stroke-linejoin="round"/>',
        '<path d="M74 124 L118 148 M86 112 L128 136 M70 136 L108 166 M126 124 L88 148 M114 112 L74 136 M130 136 L96 166" stroke="#9C6226" stroke-width="2" opacity="0.7"/>',
        '<circle cx="100" cy="80" r="44" fill="#FF9CC2" stroke="#C2507F" stroke-width="3"/>',
        '<path d="M56 96 Q64 118 78 106 Q86 124 100 110 Q112 126 122 106 Q136 120 144 96" fill="#FF9CC2" stroke="#C2507F" stroke-width="3" stroke-linejoin="round"/>',
        '<circle cx="100" cy="34" r="10" fill="#D7263D"/><path d="M100 26 Q106 14 116 12" fill="none" stroke="#3C8D2F" stroke-width="3"/>',
        '<path d="M70 52 L76 56 M124 48 L130 52 M84 40 L90 42 M116 66 L122 64" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round"/>',
        eyes(100, 78, gap=16, r=8),
        smile(100, 96, w=11, depth=5),
        cheeks(100, 94, gap=30, colour="#E0457B"),
    ])


def crab():
    legs = "".join(f'<path d="M{x0} {y0} Q{x1} {y1} {x2} {y2}" fill="none" stroke="#C0392B" stroke-width="6" stroke-linecap="round"/>'
                   for (x0, y0, x1, y1, x2, y2) in [(62, 140, 40, 146, 30, 170), (66, 150, 50, 164, 46, 182),
                                                    (138, 140, 160, 146, 170, 170), (134, 150, 150, 164, 154, 182)])
    claws = ('<path d="M58 112 Q40 96 34 72" fill="none" stroke="#C0392B" stroke-width="7" stroke-linecap="round"/>'
             '<path d="M142 112 Q160 96 166 72" fill="none" stroke="#C0392B" stroke-width="7" stroke-linecap="round"/>'
             '<path d="M34 72 C12 64 14 36 34 34 L36 54 L46 38 C56 48 50 68 34 72 Z" fill="#E74C3C" stroke="#922B21" stroke-width="2.5"/>'
             '<path d="M166 72 C188 64 186 36 166 34 L164 54 L154 38 C144 48 150 68 166 72 Z" fill="#E74C3C" stroke="#922B21" stroke-width="2.5"/>')
    return "".join([
        legs, claws,
        '<ellipse cx="100" cy="130" rx="52" ry="38" fill="#E74C3C" stroke="#922B21" stroke-width="3"/>',
        '<path d="M84 92 L80 70 M116 92 L120 70" stroke="#922B21" stroke-width="4" stroke-linecap="round"/>',
        eyes(100, 68, gap=20, r=9),
        smile(100, 134, w=16, depth=7),
        cheeks(100, 128, gap=32, colour="#FFB3A7"),
        # a beach parasol
        '<path d="M176 182 L168 108" stroke="#6B4226" stroke-width="3"/>',
        '<path d="M140 112 Q168 84 196 104 Z" fill="#2E86DE"/><path d="M160 100 Q168 92 178 96 L168 108 Z" fill="#FFFFFF"/>',
    ])


def apple():
    return "".join([
        '<path d="M100 64 C80 48 40 52 38 96 C36 140 64 180 88 178 C96 177 104 177 112 178 '
        'C136 180 164 140 162 96 C160 52 120 48 100 64 Z" fill="#E53935" stroke="#8E1B1B" stroke-width="3"/>',
        '<path d="M100 64 Q98 42 106 28" fill="none" stroke="#6B4226" stroke-width="5" stroke-linecap="round"/>',
        '<path d="M106 40 Q130 24 148 38 Q128 56 106 40 Z" fill="#43A047" stroke="#1B5E20" stroke-width="2"/>',
        '<path d="M56 90 Q58 72 74 66" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round" opacity="0.5"/>',
        eyes(100, 108, gap=18, r=8.5),
        cheeks(100, 128, gap=34, colour="#FF9E9E"),
        smile(100, 128, w=13, depth=6),
        # a school pencil (la rentrée)
        '<g transform="rotate(-35 156 150)"><rect x="120" y="144" width="66" height="12" fill="#FFC83D" stroke="#8C6D1F" stroke-width="2"/>'
        '<path d="M186 144 L200 150 L186 156 Z" fill="#F3D9B1" stroke="#8C6D1F" stroke-width="2"/>'
        '<rect x="112" y="144" width="10" height="12" fill="#F48FB1" stroke="#8C6D1F" stroke-width="2"/></g>',
    ])


def pumpkin():
    return "".join([
        '<path d="M100 66 Q98 44 112 36" fill="none" stroke="#3C6E2F" stroke-width="7" stroke-linecap="round"/>',
        '<path d="M112 44 Q136 36 144 52" fill="none" stroke="#3C8D2F" stroke-width="3"/>',
        '<ellipse cx="64" cy="122" rx="32" ry="52" fill="#E67E22" stroke="#A04000" stroke-width="3"/>',
        '<ellipse cx="136" cy="122" rx="32" ry="52" fill="#E67E22" stroke="#A04000" stroke-width="3"/>',
        '<ellipse cx="100" cy="122" rx="40" ry="56" fill="#F39C12" stroke="#A04000" stroke-width="3"/>',
        # carved face (friendly)
        '<path d="M68 106 L82 90 L96 106 Z" fill="#5D2A00"/><path d="M104 106 L118 90 L132 106 Z" fill="#5D2A00"/>',
        '<path d="M64 130 Q100 170 136 130 L124 136 L116 128 L108 138 L100 130 L92 138 L84 128 L76 136 Z" fill="#5D2A00"/>',
        # falling leaves
        '<path d="M30 44 Q40 32 52 40 Q44 54 30 44 Z" fill="#C0392B"/><path d="M160 160 Q172 150 182 160 Q172 172 160 160 Z" fill="#D35400"/>',
    ])


def mushroom():
    return "".join([
        '<path d="M74 118 Q70 176 80 180 L120 180 Q130 176 126 118 Z" fill="#FFF4E0" stroke="#B89B72" stroke-width="3"/>',
        '<path d="M26 118 C26 60 66 36 100 36 C134 36 174 60 174 118 Q100 132 26 118 Z" fill="#C0392B" stroke="#7B241C" stroke-width="3"/>',
        '<circle cx="70" cy="78" r="11" fill="#FFFFFF"/><circle cx="118" cy="60" r="9" fill="#FFFFFF"/>'
        '<circle cx="146" cy="92" r="10" fill="#FFFFFF"/><circle cx="98" cy="96" r="7" fill="#FFFFFF"/><circle cx="46" cy="104" r="6" fill="#FFFFFF"/>',
        eyes(100, 142, gap=12, r=6),
        smile(100, 158, w=9, depth=4, width=2.5),
        cheeks(100, 154, gap=20),
        # rain drops (a November shower)
        '<path d="M36 140 Q30 152 36 156 Q42 152 36 140 Z" fill="#5DADE2"/><path d="M166 146 Q160 158 166 162 Q172 158 166 146 Z" fill="#5DADE2"/>',
        '<path d="M150 170 Q146 178 150 181 Q154 178 150 170 Z" fill="#5DADE2"/>',
    ])


def fir_tree():
    return "".join([
        '<rect x="90" y="160" width="20" height="22" fill="#6B4226"/>',
        '<path d="M100 40 L146 100 L128 100 L162 140 L138 140 L170 168 L30 168 L62 140 L38 140 L72 100 L54 100 Z" fill="#2E7D32" stroke="#1B5E20" stroke-width="3" stroke-linejoin="round"/>',
        star(100, 36, 16, "#FFD447"),
        '<path d="M66 120 Q100 136 136 118 M52 152 Q100 170 150 150" fill="none" stroke="#D7263D" stroke-width="4" stroke-linecap="round"/>',
        '<circle cx="70" cy="146" r="6" fill="#FFD447"/><circle cx="132" cy="144" r="6" fill="#5DADE2"/><circle cx="86" cy="112" r="5" fill="#FF7AB6"/><circle cx="124" cy="108" r="5" fill="#FFD447"/>',
        eyes(100, 112, gap=13, r=7),
        smile(100, 128, w=10, depth=5),
        cheeks(100, 126, gap=24),
    ])


MONTHS = [
    ("JANVIER", ("#CFE8FA", "#6FA8DC"), snowman),
    ("FÉVRIER", ("#FFE1EA", "#F29BB5"), heart),
    ("MARS", ("#E3F5D0", "#8BC34A"), lamb),
    ("AVRIL", ("#D6F0FF", "#4FA3E0"), fish),
    ("MAI", ("#F1FADF", "#9CCC65"), bee),
    ("JUIN", ("#FFF4C2", "#FFB74D"), sun),
    ("JUILLET", ("#D4F5EF", "#26A69A"), ice_cream),
    ("AOÛT", ("#BDE6FA", "#F2D39B"), crab),
    ("SEPTEMBRE", ("#FFF0D9", "#E6B873"), apple),
    ("OCTOBRE", ("#E6D9F2", "#7E57C2"), pumpkin),
    ("NOVEMBRE", ("#EDE4D8", "#A1887F"), mushroom),
    ("DÉCEMBRE", ("#D7E3F7", "#3F5D9E"), fir_tree),
]


def svg(number, name, colours, draw):
    top, bottom = colours
    size = 22 if len(name) <= 8 else 19
    return f"""<svg xmlns="http://www.w3.org/2000/svg" width="200" height="240" viewBox="0 0 200 240">
<title>Happy 2014 month character {number}: {name.capitalize()} (4.2)</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/></linearGradient></defs>
<rect x="0" y="0" width="200" height="240" rx="22" fill="#FFF9EE"/>
<rect x="5" y="5" width="190" height="230" rx="18" fill="url(#bg)"/>
<ellipse cx="100" cy="184" rx="62" ry="8" fill="#000000" opacity="0.16"/>
{draw()}
<rect x="14" y="190" width="172" height="38" rx="19" fill="#FFF9EE" stroke="#C48A1C" stroke-width="2.5"/>
<text x="100" y="216" font-family="DejaVu Sans" font-size="{size}" font-weight="bold" fill="{INK}" text-anchor="middle" letter-spacing="1">{name}</text>
</svg>
"""


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for number, (name, colours, draw) in enumerate(MONTHS, start=1):
        (OUT / f"{number:02d}.svg").write_text(svg(number, name, colours, draw), encoding="utf-8")
    print(f"{len(MONTHS)} month characters written to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
