"""A bridge bot that bids a simple natural system and plays sensibly.

Bidding, by high-card points (A 4, K 3, Q 2, J 1) and suit lengths: open 1NT with 15 to 17
points and a balanced hand, else one of the longest suit (a five-card major first) with 12 or
more; respond to partner's suit with three-card support by raising to a level the combined
points reach (game at 25), to partner's 1NT with 2NT or 3NT; overcall a five-card suit with
12 or more at the two level at most; double a contract of four or more that the opponents
reached when holding 15 points; pass otherwise.

Play: lead the ace of an ace-king, else the lowest of the longest side suit; follow low when
partner is winning the trick, else with the cheapest card that wins, else the lowest;
discard the lowest card of the shortest side suit.

Claims (``Rules(claims=True)``): it never claims, and answers a claim of the other side by
accepting only a concession of every remaining trick (``Claim(0)``), which it cannot better;
any other it disputes, and play continues (Law 68D2(b)), which costs its side nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.actions import Play
from tricktaker.bots.basic import SeededBot
from tricktaker.bridge.auction import side_of
from tricktaker.bridge.calls import BIDS, DOUBLE, PASS, Action, Bid, Strain
from tricktaker.bridge.claims import ACCEPT_CLAIM, DISPUTE_CLAIM
from tricktaker.bridge.game import Phase, View
from tricktaker.cards import Card, Rank, Suit
from tricktaker.games import choices_of
from tricktaker.tricks import trump_winner

__all__ = ["HeuristicBot", "high_card_points"]

_POINTS = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}

# Looked up once: reading an enum member off its class, or calling one, costs far more than
# a global (CPython 3.11), and the bot is the search's rollout policy.
_AUCTION = Phase.AUCTION
_CLAIM = Phase.CLAIM
_TRUMP_OF: dict[Strain, Suit | None] = {strain: strain.suit for strain in Strain}
# Each suit's ace and king, for the lead of an ace from an ace-king.
_ACE_KING = tuple((suit, Card.of(suit, Rank.ACE), Card.of(suit, Rank.KING)) for suit in Suit)


def high_card_points(hand: Sequence[Card]) -> int:
    """The hand's high-card points: 4 an ace, 3 a king, 2 a queen, 1 a jack.

    >>> from tricktaker import parse_cards
    >>> high_card_points(parse_cards("AS KH QD JC 2C"))
    10
    """
    return sum(_POINTS.get(card.rank, 0) for card in hand if card.rank is not None)


def _lengths(hand: Sequence[Card]) -> list[int]:
    """The number of cards of each suit in ``hand``, by suit."""
    lengths = [0, 0, 0, 0]
    for card in hand:
        if card.suit is not None:
            lengths[card.suit] += 1
    return lengths


def _lowest_bid(legal: Sequence[Action], strain: Strain, most: int) -> Bid | None:
    for action in legal:
        if isinstance(action, Bid) and action.strain is strain:
            return action if action.level <= most else None
    return None


class HeuristicBot(SeededBot[View, Action]):
    """Bids a simple natural system and plays sensibly (see the module); seeded only for
    ties.

    >>> from tricktaker import bridge
    >>> from tricktaker.bots import play_game
    >>> final, _ = play_game(bridge.new_game(bridge.Rules(), seed=3),
    ...                      [HeuristicBot(seed=s) for s in range(4)])
    >>> final.is_over
    True
    """

    def choose(self, view: View) -> Action:
        """An action from ``view.legal_actions()``."""
        legal = choices_of(view)
        if view.phase is _AUCTION:
            call = self._call(view, legal)
            return call if call in legal else PASS
        if view.phase is _CLAIM:
            conceded = view.claims[-1].tricks == 0
            return ACCEPT_CLAIM if conceded else DISPUTE_CLAIM
        hand = view.hand if view.to_act == view.seat else view.shown_hands[view.to_act or 0] or ()
        return self._play(view, [a for a in legal if isinstance(a, Play)], hand)

    # -- the auction ------------------------------------------------------------------------

    def _call(self, view: View, legal: Sequence[Action]) -> Action:
        hand, seat = view.hand, view.seat
        points, lengths = high_card_points(hand), _lengths(hand)
        seats = [(view.dealer + i) % 4 for i in range(len(view.calls))]
        bids = [
            (s, call) for s, call in zip(seats, view.calls, strict=True) if isinstance(call, Bid)
        ]
        partner = (seat + 2) % 4
        ours = [call for s, call in bids if s == partner]
        theirs = [call for s, call in bids if side_of(s) != side_of(seat)]
        mine = [call for s, call in bids if s == seat]
        balanced = sorted(lengths)[0] >= 2 and sorted(lengths)[1] >= 3
        longest = max(Suit, key=lambda suit: (lengths[suit], suit >= Suit.HEARTS, suit))
        if not bids:  # opening
            if 15 <= points <= 17 and balanced:
                return BIDS[Strain.NOTRUMP]
            if points >= 12:
                return BIDS[Strain(longest)]
            return PASS
        if ours and not mine:  # responding to partner
            return self._respond(ours[-1], points, lengths, legal)
        if theirs and not ours and not mine:  # overcalling
            last = theirs[-1]
            if points >= 15 and last.level >= 4 and DOUBLE in legal:
                return DOUBLE
            if points >= 12 and lengths[longest] >= 5:
                return _lowest_bid(legal, Strain(longest), 2) or PASS
        return PASS

    def _respond(
        self, bid: Bid, points: int, lengths: list[int], legal: Sequence[Action]
    ) -> Action:
        if bid.strain is Strain.NOTRUMP:
            combined = points + 16
            level = 3 if combined >= 25 else 2 if combined >= 23 else 0
            major = max((Suit.HEARTS, Suit.SPADES), key=lambda suit: lengths[suit])
            if level and lengths[major] >= 6:
                return _lowest_bid(legal, Strain(major), 4) or PASS
            return _lowest_bid(legal, Strain.NOTRUMP, level) or PASS if level else PASS
        combined = points + 13
        if lengths[bid.strain] >= 3:
            game = 4 if bid.strain >= Strain.HEARTS else 5
            level = game if combined >= 25 else 3 if combined >= 22 else 2 if combined >= 19 else 0
            return _lowest_bid(legal, bid.strain, level) or PASS if level else PASS
        if points >= 6:
            longest = max(Suit, key=lambda suit: lengths[suit])
            if lengths[longest] >= 4:
                return _lowest_bid(legal, Strain(longest), 2 if points >= 10 else 1) or PASS
            if points >= 13:
                return _lowest_bid(legal, Strain.NOTRUMP, 3) or PASS
        return PASS

    # -- the play ---------------------------------------------------------------------------

    def _play(self, view: View, plays: list[Play], hand: Sequence[Card]) -> Play:
        contract = view.contract
        trump = _TRUMP_OF[contract.strain] if contract is not None else None
        trick = view.trick
        tie = self._rng.random  # one draw per play, as before
        by_rank = sorted(plays, key=lambda play: (play.card.rank or 0, tie()))
        if not trick:
            return self._lead(plays, hand, trump)
        seat = view.to_act or 0
        partner = (seat + 2) % 4
        best = trump_winner(trick, trump)
        if (view.leader + best) % 4 == partner:
            return (
                self._discard(by_rank, hand, trump)
                if by_rank[0].card.suit is not trick[0].suit
                else by_rank[0]
            )
        winning = [
            play for play in by_rank if trump_winner((*trick, play.card), trump) == len(trick)
        ]
        if winning:
            trumps_last = sorted(
                winning, key=lambda play: (play.card.suit is trump, play.card.rank or 0)
            )
            return trumps_last[0]
        if by_rank[0].card.suit is not trick[0].suit:
            return self._discard(by_rank, hand, trump)
        return by_rank[0]

    def _lead(self, plays: list[Play], hand: Sequence[Card], trump: Suit | None) -> Play:
        cards = {play.card for play in plays}
        for suit, ace, king in _ACE_KING:
            if ace in cards and king in cards and suit is not trump:
                return Play(ace)
        lengths = _lengths(hand)
        side = [play for play in plays if play.card.suit is not trump] or plays
        longest = max(
            (play.card.suit for play in side), key=lambda s: (lengths[s or 0], self._rng.random())
        )
        return min(
            (play for play in side if play.card.suit is longest), key=lambda p: p.card.rank or 0
        )

    def _discard(self, by_rank: list[Play], hand: Sequence[Card], trump: Suit | None) -> Play:
        lengths = _lengths(hand)
        side = [play for play in by_rank if play.card.suit is not trump] or by_rank
        return min(side, key=lambda play: (lengths[play.card.suit or 0], play.card.rank or 0))
