"""The PIMC bot (issue 54): it bids as HeuristicBot, keeps the deals its auction fits, and
plays the card that takes most over them; late in the play it needs no DDS."""

from __future__ import annotations

import pytest

from tricktaker import Play, bridge
from tricktaker.bridge.pimc import auction_fits, card_values


def _played(seed: int, cards_left: int) -> bridge.State:
    """A board bid and played by HeuristicBots until each hand holds ``cards_left``."""
    bots = [bridge.HeuristicBot(seed=seed + seat) for seat in range(4)]
    state = bridge.new_game(bridge.Rules(), seed=seed)
    while not state.is_over and (
        state.phase is not bridge.Phase.PLAY or len(state.hands[state.to_act or 0]) > cards_left
    ):
        seat = state.decider if state.decider is not None else state.to_act
        assert seat is not None
        state, _ = state.apply(bots[seat].choose(state.view(seat)))
    return state


def _contracted(cards_left: int) -> bridge.State:
    return next(
        state
        for state in (_played(seed, cards_left) for seed in range(50))
        if state.phase is bridge.Phase.PLAY
    )


def test_the_true_deal_fits_the_auction() -> None:
    state = _contracted(9)
    seat = state.decider
    assert seat is not None
    assert auction_fits(state, state.view(seat))


def test_the_card_takes_the_most_over_the_worlds() -> None:
    state = _contracted(3)
    seat = state.decider
    assert seat is not None
    view = state.view(seat)
    # one world, the true deal: the card values are the double-dummy tricks of the side
    declarer = state.contract.declarer if state.contract else 0
    plays = bridge.dd_plays(state)
    ours = (seat - declarer) % 2 == 0
    assert card_values(view, [state]) == {c: t if ours else 13 - t for c, t in plays.items()}
    bot = bridge.PIMCBot(seed=1, worlds=6)
    worlds = bot.worlds_for(view)
    assert len(worlds) == 6
    assert all(world.view(seat) == view for world in worlds)  # the seat sees the same
    action = bridge.PIMCBot(seed=1, worlds=6).choose(view)
    values = card_values(view, worlds)
    assert isinstance(action, Play)
    legal = [action.card for action in view.legal_actions() if isinstance(action, Play)]
    assert values[action.card] == max(values[card] for card in legal)


def test_the_settings_are_checked() -> None:
    with pytest.raises(ValueError, match="worlds >= 1"):
        bridge.PIMCBot(worlds=0)
