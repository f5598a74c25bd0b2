"""Worlds for search bots: the cards a seat cannot see, dealt at random to the other seats in a
way its view allows.

A game's ``determinize`` decides which cards are unseen and how many each seat holds; these
deal them so that no seat gets a card of a suit it has shown it lacks (by not following suit).

>>> import random
>>> from tricktaker import Suit, parse_cards
>>> cards = parse_cards("5C 9C 2H KC 4C 3S 8C 7C")  # seat 0 led, then seat 3 (with the K♣)
>>> voids = voids_shown(cards, [0, 1, 2, 3, 3, 0, 1, 2], players=4)
>>> voids == [{Suit.CLUBS}, set(), {Suit.CLUBS}, set()]
True
>>> hands = deal_unseen(list(parse_cards("2C 3C 4H 5H")), [2, 2], [set(), {Suit.CLUBS}],
...                     random.Random(1))
>>> sorted(str(card) for card in hands[1])
['4♥', '5♥']
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from tricktaker.cards import Card, Suit

__all__ = ["WHOLE_DRAWS", "deal_unseen", "sample_hands", "seats_of_plays", "voids_shown"]


def seats_of_plays(
    played: Sequence[Card],
    trick: Sequence[Card],
    leader: int,
    *,
    players: int,
    winner: Callable[[Sequence[Card]], int],
    orders: Sequence[Sequence[int]] | None = None,
) -> list[int]:
    """The seat that played each card of ``played`` (finished tricks of ``players`` cards, in
    play order) then ``trick`` (the trick in progress, led by ``leader``), found backwards:
    each trick's leader is the winner of the one before. ``winner(cards)`` is the index, in
    play order, of the card that wins a finished trick. ``orders``: the seats that play a
    trick by its leader, where not every seat does (an engine game's public ``orders``).

    >>> from tricktaker import parse_cards
    >>> highest = lambda cards: max(range(len(cards)), key=lambda i: cards[i].rank)
    >>> seats_of_plays(parse_cards("5C KC 2C 3C"), parse_cards("4H"), 1, players=4,
    ...                winner=highest)
    [0, 1, 2, 3, 1]
    >>> seats_of_plays(parse_cards("5C KC 2C"), parse_cards("4H"), 2, players=4,
    ...                winner=highest, orders=[(), (1, 2, 3), (2, 3, 1), (3, 1, 2)])
    [1, 2, 3, 2]
    """
    if orders is None:
        seats = [(leader + i) % players for i in range(len(trick))]
        for k in range(len(played) // players - 1, -1, -1):
            leader = (leader - winner(played[k * players : (k + 1) * players])) % players
            seats[:0] = [(leader + i) % players for i in range(players)]
        return seats
    size = len(orders[leader])
    seats = list(orders[leader][: len(trick)])
    for k in range(len(played) // size - 1, -1, -1):
        won = winner(played[k * size : (k + 1) * size])
        leader = next(first for first, order in enumerate(orders) if order and order[won] == leader)
        seats[:0] = orders[leader]
    return seats


def voids_shown(cards: Sequence[Card], seats: Sequence[int], *, players: int) -> list[set[Suit]]:
    """The suits each of ``players`` seats has shown it lacks, in a game where the first card
    of a trick names the suit to follow: ``cards`` are tricks of ``players`` cards in play
    order (the last may be in progress), ``seats[i]`` the seat that played ``cards[i]``. A card
    without a suit, or a trick led by one, shows nothing."""
    voids: list[set[Suit]] = [set() for _ in range(players)]
    for start in range(0, len(cards), players):
        led = cards[start].suit
        if led is None:
            continue
        for i in range(start + 1, min(start + players, len(cards))):
            suit = cards[i].suit
            if suit is not None and suit is not led:
                voids[seats[i]].add(led)
    return voids


def _printed(card: Card) -> Suit | None:
    return card.suit


def sample_hands(
    pool: list[Card],
    sizes: list[int],
    voids: Sequence[set[Suit]],
    rng: random.Random,
    suit_of: Callable[[Card], Suit | None] = _printed,
) -> list[list[Card]] | None:
    """Give each seat ``sizes[s]`` cards of ``pool`` (the rest stay undealt), none of a suit
    it lacks; None only if no deal meets the voids. A card's suit is ``suit_of(card)``: the
    suit it follows in the game (Euchre's left bower is a trump), its printed suit by
    default.

    Whole deals are drawn until one meets the voids, which makes the deal uniformly random
    among those that do (up to :data:`~tricktaker.worlds.WHOLE_DRAWS` draws: most positions
    have few voids, and a draw costs only the cards dealt). If none does, the cards are dealt
    one at a time, each to a place still short of cards, chosen with a chance in proportion
    to how many it is short among the places that leave every card still to come a place: a
    deal meeting the voids whenever one exists, though not exactly uniform.

    >>> from tricktaker import Suit, parse_cards
    >>> hands = sample_hands(list(parse_cards("2C 3C 4H")), [1, 1], [set(), {Suit.CLUBS}],
    ...                      random.Random(1))
    >>> [str(hand[0]) for hand in hands][1]
    '4♥'
    """
    lacking = [(seat, suits) for seat, suits in enumerate(voids) if suits and sizes[seat]]
    starts = [0]
    for size in sizes:
        starts.append(starts[-1] + size)
    for _ in range(WHOLE_DRAWS if lacking else 1):
        cards = rng.sample(pool, starts[-1])
        if all(
            suit_of(card) not in suits
            for seat, suits in lacking
            for card in cards[starts[seat] : starts[seat + 1]]
        ):
            return [cards[starts[s] : starts[s + 1]] for s in range(len(sizes))]
    return _deal_card_by_card(pool, sizes, voids, rng, suit_of)


WHOLE_DRAWS = 16
"""Whole deals :func:`sample_hands` draws before it deals card by card. A whole draw gives the
uniform deal exactly; a seat void in much of the pool makes most draws fail."""


def _deal_card_by_card(
    pool: list[Card],
    sizes: list[int],
    voids: Sequence[set[Suit]],
    rng: random.Random,
    suit_of: Callable[[Card], Suit | None],
) -> list[list[Card]] | None:
    rest = len(pool) - sum(sizes)
    need = [*sizes, rest]  # the last place: the cards nobody holds
    lacks = [*voids, set()]
    hands: list[list[Card]] = [[] for _ in range(len(need))]
    order = pool[:]
    rng.shuffle(order)
    constrained: set[Suit] = set().union(*voids)
    left = Counter(suit for suit in map(suit_of, order) if suit in constrained)
    for card in order:
        suit = suit_of(card)
        places = [p for p, short in enumerate(need) if short and suit not in lacks[p]]
        if suit is not None and suit in constrained:
            left[suit] -= 1
        if left and len(places) > 1:
            places = [p for p in places if _room_after(p, left, need, lacks)]
        if not places:
            return None
        weights = [need[p] for p in places]
        place = rng.choices(places, weights)[0]
        hands[place].append(card)
        need[place] -= 1
    return hands[:-1]


def _room_after(
    place: int, left: Counter[Suit], need: list[int], lacks: Sequence[set[Suit]]
) -> bool:
    """Whether the cards of the suits some place lacks (``left`` of each) still fit once
    ``place`` takes a card: for every set of those suits, the places taking at least one of
    them have room for all their cards (Hall's condition; the other cards fit anywhere)."""
    suits = [suit for suit, count in left.items() if count]
    for chosen in range(1, 1 << len(suits)):
        group = {suit for i, suit in enumerate(suits) if chosen >> i & 1}
        room = sum(short - (p == place) for p, short in enumerate(need) if not group <= lacks[p])
        if sum(left[suit] for suit in group) > room:
            return False
    return True


def deal_unseen(
    pool: list[Card],
    sizes: list[int],
    voids: Sequence[set[Suit]],
    rng: random.Random,
    suit_of: Callable[[Card], Suit | None] = _printed,
) -> list[list[Card]]:
    """:func:`sample_hands`; if no deal meets the voids (they came from earlier views that
    were not of this hand, say), a deal that ignores them."""
    dealt = sample_hands(pool, sizes, voids, rng, suit_of)
    if dealt is not None:
        return dealt
    dealt = sample_hands(pool, sizes, [set() for _ in sizes], rng)
    assert dealt is not None, "the pool holds fewer cards than the hands"
    return dealt
