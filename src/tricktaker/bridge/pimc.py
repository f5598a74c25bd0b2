"""A bridge bot that plays the cards as bridge programs do (perfect-information Monte Carlo):
deal the cards it cannot see at random, keeping the deals in which the auction would have
gone as it did and the play has shown no void it breaks, solve each deal double dummy, and
play the card that takes the most tricks over them all. It bids as
:class:`~tricktaker.bridge.HeuristicBot` does, and reads the auction as that bot's system:
a deal is kept if that bot, holding each hidden hand, would have made that hand's calls.

Its double dummy is DDS's (the ``dds`` extra) but for endings of five cards a hand or fewer.
"""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.bots.basic import SeededBot
from tricktaker.bridge.auction import side_of
from tricktaker.bridge.bots import HeuristicBot
from tricktaker.bridge.calls import Action
from tricktaker.bridge.dd import dd_plays
from tricktaker.bridge.dealing import determinize
from tricktaker.bridge.game import Deal, Phase, State, View, new_game
from tricktaker.bridge.records.board import seats_of_play
from tricktaker.bridge.rules import Rules
from tricktaker.cards import Card
from tricktaker.games import choices_of

__all__ = ["PIMCBot", "auction_fits", "card_values"]


class PIMCBot(SeededBot[View, Action]):
    """Plays each card by perfect-information Monte Carlo (see the module): ``worlds`` deals
    a card, drawn from up to ``tries`` random ones; seeded for the deals it draws.

    >>> from tricktaker import bridge
    >>> bot = bridge.PIMCBot(seed=1, worlds=4)
    >>> bot.choose(bridge.new_game(bridge.Rules(), seed=1).view(0))  # a call, as HeuristicBot
    Bid(level=1, strain=<Strain.SPADES: 3>)
    """

    def __init__(self, seed: int | None = None, *, worlds: int = 20, tries: int = 200) -> None:
        if type(worlds) is not int or worlds < 1 or type(tries) is not int or tries < worlds:
            why = f"PIMCBot needs worlds >= 1 and tries >= worlds, not {worlds} and {tries}"
            raise ValueError(why)
        super().__init__(seed)
        self._bidder = HeuristicBot(seed)
        self.worlds, self.tries = worlds, tries

    def choose(self, view: View) -> Action:
        """A call as :class:`~tricktaker.bridge.HeuristicBot` makes it, or the card that takes
        the most tricks over the deals drawn (of cards alike, the lowest)."""
        legal = choices_of(view)
        if view.phase is not Phase.PLAY or len(legal) == 1:
            return self._bidder.choose(view)
        totals = card_values(view, self.worlds_for(view))
        cards = [action.card for action in legal if isinstance(action, Play)]
        return Play(max(cards, key=lambda card: (totals[card], -card.index)))

    def worlds_for(self, view: View) -> list[State]:
        """``worlds`` deals the view may be of (:func:`~tricktaker.bridge.determinize`),
        those that :func:`~tricktaker.bridge.pimc.auction_fits` first, drawn from up to
        ``tries``."""
        fitting: list[State] = []
        others: list[State] = []
        for _ in range(self.tries):
            world = determinize(view, self._rng)
            (fitting if auction_fits(world, view) else others).append(world)
            if len(fitting) == self.worlds:
                break
        return (fitting + others)[: self.worlds]


def card_values(view: View, worlds: list[State]) -> dict[Card, int]:
    """For each card the view's seat may play, the tricks its side takes double dummy,
    added over ``worlds`` (states in the same position, the hidden cards dealt)."""
    contract = view.contract
    assert contract is not None
    ours = side_of(view.to_act or 0) == side_of(contract.declarer)
    totals: dict[Card, int] = {}
    for world in worlds:
        for card, tricks in dd_plays(world).items():  # the declarer's tricks on the board
            totals[card] = totals.get(card, 0) + (tricks if ours else 13 - tricks)
    return totals


def auction_fits(world: State, view: View) -> bool:
    """Whether HeuristicBot, dealt the world's hands, makes every call of the hidden seats."""
    contract = view.contract
    assert contract is not None
    plays = (*view.played, *view.trick)
    seats = seats_of_play(plays, (contract.declarer + 1) % 4, contract.strain.suit)
    dealt = [list(hand) for hand in world.hands]
    for seat, card in zip(seats, plays, strict=True):
        dealt[seat].append(card)
    north_south, east_west = view.vulnerable[0], view.vulnerable[1]
    ours, theirs = (east_west, north_south) if view.dealer % 2 else (north_south, east_west)
    rules = Rules(dealer=view.dealer, dealer_vul=ours, non_dealer_vul=theirs)
    state = new_game(rules, seed=0, deal=Deal(dealt))
    judge = HeuristicBot()
    shown = {view.seat, *(seat for seat, hand in enumerate(view.shown_hands) if hand)}
    for call in view.calls:
        caller = state.to_act
        assert caller is not None
        if caller not in shown and judge.choose(state.view(caller)) != call:
            return False
        state, _ = state.apply(call)
    return True
