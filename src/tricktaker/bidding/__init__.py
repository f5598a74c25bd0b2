"""What every bid-then-play trick game shares (Oh Hell, Wizard, and the next one).

In such a game each round is dealt, a trump card turned, each player bids the tricks it will
take (the dealer last, under the hook), and the tricks are played out; a round's score weighs
each bid against the tricks taken. A game of this family is written on:

- :class:`BiddingEngine`: the steps (bids, cards played, tricks won, rounds scored and dealt,
  legality with the reason for each refusal, the legal actions and the views), which a
  game subclasses, overriding named hooks for its deal, card rules and scoring;
- :mod:`tricktaker.bidding.position`: the lean states and views the engine builds (the cards
  held as a mask, a hidden part shared by the round, a public part shared by the trick), whose
  ``apply`` and ``view`` take the commonest steps themselves;
- :func:`bid_choices`: the hook rule;
- :mod:`tricktaker.bidding.checks`: the checks of a state or view read from JSON;
- :mod:`tricktaker.bidding.events`: the events (bases of the game's own classes);
- :mod:`tricktaker.bidding.encoding`: the observation layout;
- :mod:`tricktaker.bidding.search`: what a seat has seen, and worlds consistent with its
  view, for a search bot;
- :mod:`tricktaker.bidding.dealing`: its deals told to :mod:`tricktaker.chance`.

:mod:`tricktaker.ohhell` is the plainest example.
"""

from __future__ import annotations

from tricktaker.bidding.actions import BidChoices as BidChoices  # the views of its games
from tricktaker.bidding.engine import (
    BiddingEngine,
    BiddingRules,
    GivenDeal,
    bid_choices,
    malformed_action,
)
from tricktaker.bidding.position import check_view_seat
from tricktaker.plugin import public_dir as _public_dir

__all__ = [
    "BiddingEngine",
    "BiddingRules",
    "GivenDeal",
    "bid_choices",
    "check_view_seat",
    "malformed_action",
]

__dir__ = _public_dir(globals())  # dir() shows the package's names, not its imports
