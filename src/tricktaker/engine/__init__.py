"""The trick-game engine: one state machine for every trick game, each game a short list of
what differs (:class:`TrickGame`'s hooks and the phases it composes).

- :mod:`tricktaker.engine.game`: :class:`TrickGame`, the hooks and the steps;
- :mod:`tricktaker.engine.states`: :class:`TrickState` and :class:`TrickView`, the bases
  whose class bodies declare a game's fields;
- :mod:`tricktaker.engine.parts`: the shared parts of the lean states, and the one seam
  that builds states and views;
- :mod:`tricktaker.engine.phases`: the phases before the tricks;
- :mod:`tricktaker.engine.exchange`: the phase of taking cards from a reserve and laying away
  as many;
- :mod:`tricktaker.engine.rebuild`: states and views read from JSON, rebuilt and replayed.

The page "Writing a game" of the docs builds Whist on it.
"""

from __future__ import annotations

from tricktaker.engine.game import Dealt, TrickGame, malformed_action
from tricktaker.engine.phases import Bidding, ListedRule, NameTrump, PhaseRule, bid_choices
from tricktaker.engine.start import GivenDeal, deal_numbered, entry_points, starting
from tricktaker.engine.states import TrickState, TrickView, check_view_seat, position
from tricktaker.plugin import public_dir as _public_dir

__all__ = [
    "Bidding",
    "Dealt",
    "GivenDeal",
    "ListedRule",
    "NameTrump",
    "PhaseRule",
    "TrickGame",
    "TrickState",
    "TrickView",
    "bid_choices",
    "check_view_seat",
    "deal_numbered",
    "entry_points",
    "malformed_action",
    "position",
    "starting",
]

__dir__ = _public_dir(globals())  # dir() shows the package's names, not its imports
