"""DDS's double-dummy tables of 1,000 random deals, recorded once through endplay directly
(its own deal objects, built from the PBN text written here, not by the library), for
test_dds.py to compare :func:`tricktaker.bridge.dd_tables` with: the comparison then costs
one DDS run a deal in CI, not two.

Each deal is ``[pbn, tricks]``: the deal as PBN's ``Deal`` tag writes it, and DDS's tricks
as PBN's ``DoubleDummyTricks`` does (declarers North, South, East, West, each in no trump,
spades, hearts, diamonds, clubs, one hexadecimal digit each). Re-record (with the ``dds``
group installed) only when DDS changes::

    PYTHONPATH=src python -m tests.bridge.dds_fixture
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

FIXTURE = Path(__file__).resolve().parent.parent / "data" / "dds_tables.json"
DEALS = 1000
SEED = 2026
_RANKS = "23456789TJQKA"


def deals() -> list[str]:
    """The deals, as PBN's ``Deal`` tag writes them (North first)."""
    rng = random.Random(SEED)
    cards = [(suit, rank) for suit in range(4) for rank in range(13)]  # clubs first
    found = []
    for _ in range(DEALS):
        rng.shuffle(cards)
        hands = []
        for seat in range(4):
            held = cards[13 * seat : 13 * seat + 13]
            ordered = sorted(held, reverse=True)
            suits = ["".join(_RANKS[r] for s, r in ordered if s == suit) for suit in (3, 2, 1, 0)]
            hands.append(".".join(suits))
        found.append("N:" + " ".join(hands))
    return found


def main() -> None:
    from endplay import __version__ as version  # type: ignore[import-not-found]
    from endplay.dds import calc_dd_table  # type: ignore[import-not-found]
    from endplay.types import Deal, Denom, Player  # type: ignore[import-not-found]

    seats = [Player[name] for name in ("north", "south", "east", "west")]
    strains = [Denom[name] for name in ("nt", "spades", "hearts", "diamonds", "clubs")]
    recorded = []
    for text in deals():
        table = calc_dd_table(Deal(text))
        digits = "".join(f"{table[strain, seat]:x}" for seat in seats for strain in strains)
        recorded.append([text, digits])
    write({"endplay": version, "seed": SEED, "deals": recorded})


def write(data: dict[str, Any]) -> None:
    """The fixture's file: a deal a line."""
    head = {key: value for key, value in data.items() if key != "deals"}
    deals = ",\n".join(json.dumps(deal) for deal in data["deals"])
    FIXTURE.write_text(json.dumps(head)[:-1] + f', "deals": [\n{deals}\n]}}\n', encoding="utf-8")


if __name__ == "__main__":
    main()
