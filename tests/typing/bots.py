"""Bots as a user writes them, with the typed helpers of the views (``legal_bids()``,
``legal_plays()``) and no ``isinstance`` or cast of their own; checked by ``mypy --strict``
(pyproject's [tool.mypy] files) and run by tests/test_typing_api.py: against the built-in
bots in :func:`tricktaker.simulate`, and at a :class:`tricktaker.Table` where seat 0 is a
human who always takes the last legal action."""

from __future__ import annotations

from typing_extensions import assert_type

from tricktaker import Play, Suit, Table, ohhell, simulate, szaman, wizard


class CautiousWizard:
    """Bids low and plays its lowest card; names spades when it must choose trump."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: wizard.View) -> wizard.Action:
        bids = view.legal_bids()
        assert_type(bids, tuple[wizard.Bid, ...])
        if bids:
            return min(bids, key=lambda bid: bid.tricks)
        plays = view.legal_plays()
        assert_type(plays, tuple[Play, ...])
        if plays:
            return min(plays, key=lambda play: play.card.index)
        return wizard.ChooseTrump(Suit.SPADES)


class EagerOhHell:
    """Bids high and plays its highest card."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: ohhell.View) -> ohhell.Action:
        bids = view.legal_bids()
        if bids:
            return max(bids, key=lambda bid: bid.tricks)
        return max(view.legal_plays(), key=lambda play: play.card.index)


class LowSzaman:
    """Plays its lowest card."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: szaman.View) -> Play:
        return view.legal_plays()[0]


def at_a_table() -> int:
    """Seat 0 is a human (here: the last legal action); the bots of seats 1 and 2 take their
    turns between. The number of the human's turns."""
    table = Table(wizard.new_game(wizard.Rules(players=3), seed=11))
    bots = {1: CautiousWizard(1), 2: CautiousWizard(2)}
    turns = 0
    table.run_bots(bots)
    while not table.state.is_over:
        table.act(0, table.view(0).legal_actions()[-1])
        turns += 1
        table.run_bots(bots)
    return turns


def main() -> None:
    result = simulate("wizard", wizard.Rules(players=4), [CautiousWizard, "heuristic"], 2, seed=1)
    assert [bot.name for bot in result.bots] == ["CautiousWizard", "heuristic"]
    result = simulate("ohhell", ohhell.Rules(players=3), [EagerOhHell, "random"], 2, seed=1)
    assert result.bot("EagerOhHell").seat_games == 3
    result = simulate("szaman", szaman.Rules(players=2, hands=1), [LowSzaman, "points"], 2, seed=1)
    assert result.bot("LowSzaman").seat_games == 2
    assert at_a_table() > 0


if __name__ == "__main__":
    main()
