"""States and views read from JSON: built from their fields, and checked by rebuilding the
deal they began with and replaying it.

A state read from its public fields is accepted only if the game's own steps reach it: the
deal in progress is laid out as it was dealt (each seat's hand and the cards it played this
deal, found from the tricks' winners backwards; the phases undo what moved cards before the
play, :meth:`~tricktaker.engine.PhaseRule.undo`), the actions of the deal are replayed
from its first state (the phases' own, :meth:`~tricktaker.engine.PhaseRule.taken`,
then the cards in play order) with every check ``apply`` makes, and the state reached must
have every field read. So the checks of a state are the rules themselves, never a second
statement of them, and an accepted state plays on to the end of the game.

A view holds one seat's cards only: the other seats are dealt the cards it has not seen (each
the count it shows, with the cards it played; a game may make up more of such a world,
:meth:`~tricktaker.engine.TrickGame.view_world`), and the deal is replayed with the view's own
seat's actions checked and the others' taken as they were (what they held then is not
known); the view of the state reached must be the view read.

A finished game is replayed from its last deal: the totals before it are the totals read less
the deal's points, and its result must be the one read.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

import attrs

from tricktaker.actions import Play
from tricktaker.cards import Card, Suit, format_cards
from tricktaker.consistency import check_cards
from tricktaker.engine.states import position
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.tricks import CompletedTrick

__all__ = ["build_state", "build_view", "check_state", "check_view"]


_PER_SEAT = ("hands", "hand_sizes", "scores", "bids", "tricks_taken", "taken")
"""The engine's fields that hold one entry a seat, where a game has them (a game names its
own: :attr:`~tricktaker.engine.TrickGame.per_seat`)."""


def _check_per_seat(game: Any, fields: Mapping[str, Any]) -> None:
    players = fields["rules"].players
    for name in (*_PER_SEAT, *game.per_seat):
        if name in fields and len(fields[name]) != players:
            raise TricktakerError(f"{name} has {len(fields[name])} entries for {players} players")


def _fail(what: str) -> TricktakerError:
    return TricktakerError(f"not a position the rules reach: {what}")


not_reached = _fail
"""The error of a position read from JSON that the rules do not reach, saying ``what``."""


not_reached = _fail
"""The error of a position read from JSON that the rules do not reach, saying ``what``."""


def _public_of(game: Any, fields: Mapping[str, Any]) -> Any:
    """A public part holding the ``fields`` read, and the engine's own as they follow."""
    public = game.public.copy(game._blank)
    for name in game.public.names:
        if name in fields:
            setattr(public, name, fields[name])
    public.rule = game.rule_of(fields["phase"], fields["rules"])
    number, deals = fields[game.number_field], game.deals(fields["rules"])
    first = game.first_number(fields["rules"])
    if type(number) is not int or number < first or (deals and number >= first + deals):
        word = game.number_word
        which = f"{deals} {word}s" if first == 1 else f"{word}s {first} to {first + deals - 1}"
        raise _fail(f"{word} {number!r} of a game of {which}")
    public.dealt_size = game.hand_size(fields["rules"], number)
    public.orders = game.seat_orders(public)
    public.trick_seats = public.orders[_leader_of(game, fields)]
    game.public_from(public, position(**fields))
    return public


def _leader_of(game: Any, fields: Mapping[str, Any]) -> int:
    """The seat that leads the trick in progress (a finished game's: that leads the next)."""
    leader = fields["leader"]
    last = fields["last_trick"]
    held = fields.get("hands") or fields.get("hand_sizes") or ()
    thrown_in = last is None and not fields["played"] and any(held)  # before a card
    if fields["phase"] is game.over and (last is not None or (game.last_leads and not thrown_in)):
        # a finished game keeps its last trick's leader (unless its last deal ended before
        # a card was played: thrown in, its cards still held, or a board passed out)
        if last is None or type(last.winner) is not int:
            raise _fail("a finished game without its last trick")
        leader = last.winner
    if type(leader) is not int or not 0 <= leader < fields["rules"].players:
        raise _fail(f"leader {leader!r} is no seat")
    return leader


def _seats_of_plays(game: Any, fields: Mapping[str, Any], public: Any) -> list[int]:
    """The seat that played each card of ``played`` then ``trick``, found backwards: each
    trick's leader is the seat whose card the one before's winner was."""
    played, trick = fields["played"], fields["trick"]
    players = fields["rules"].players
    leader = _leader_of(game, fields)
    seats = list(public.orders[leader][: len(trick)])
    if len(trick) >= len(public.orders[leader]):
        raise _fail(f"a trick in progress of {len(trick)} cards")
    size = len(public.orders[leader])
    if len(played) % size:
        raise _fail(f"{len(played)} cards played, not whole tricks of {size}")
    for k in range(len(played) // size - 1, -1, -1):
        cards = tuple(played[k * size : (k + 1) * size])
        winner = game.trick_winner(position(_public=public, trick=cards[:1], trump=None), cards)
        earlier = [  # a seat that sits out (its order empty) leads none
            seat
            for seat in range(players)
            if len(public.orders[seat]) > winner and public.orders[seat][winner] == leader
        ]
        if not earlier:
            raise _fail(f"no seat leads a trick that seat {leader} wins")
        leader = earlier[0]
        seats[:0] = public.orders[leader]
    return seats


_NONE = -1
"""``strict`` of :func:`_replay` when every card is taken as played."""


def _replay(game: Any, start: Any, actions: list[Any], strict: int | None) -> Any:
    """``start`` after ``actions``: each checked as ``apply`` checks it, but a card played by
    a seat other than ``strict`` (when given; :data:`_NONE`, no seat) is taken as played
    (its hand then is unknown)."""
    state = start
    for action in actions:
        state = _step(game, state, action, strict)[0]
    return state


def _step(game: Any, state: Any, action: Any, strict: int | None) -> tuple[Any, Any]:
    """One step of :func:`_replay`: the state and the events."""
    try:
        if strict is not None and state.to_act != strict and type(action) is Play:
            return _forced(game, state, action)
        return state.apply(action)  # type: ignore[no-any-return]
    except IllegalActionError as error:
        raise _fail(f"{action} is illegal there ({error})") from None


def _forced(game: Any, state: Any, action: Play) -> tuple[Any, Any]:
    """``state`` after ``state.to_act`` plays ``action``'s card from its hand, asked no more."""
    seat, held, card = state.to_act, state._held, action.card
    bit = BITS[card.index]
    if (
        seat is None
        or state._public.phase is not game.play
        or not state._hidden.dealt[seat] & held & bit
    ):
        raise IllegalActionError(f"seat {seat} cannot play {card} now")
    return game.take_card(state, card, action.suit)  # type: ignore[no-any-return]


def _held_this_deal(game: Any, fields: Mapping[str, Any], hands: list[int]) -> None:
    """Add to ``hands`` (masks by seat, as the play found them) the cards each seat has
    played this deal."""
    public = _public_of(game, fields)
    seats = _seats_of_plays(game, fields, public)
    for seat, card in zip(seats, (*fields["played"], *fields["trick"]), strict=True):
        hands[seat] |= BITS[card.index]


def _as_dealt(
    game: Any, fields: Mapping[str, Any], hands: list[int]
) -> tuple[Any, tuple[int, ...]]:
    """The deal the position of ``fields`` began with (a :class:`~tricktaker.engine.Dealt`):
    ``hands`` (masks by seat, as the play found them) with the cards each seat has played
    this deal, and what the phases moved between them put back (and what a game's
    :meth:`~tricktaker.engine.TrickGame.dealt_from` says was drawn); and those hands as the
    play found them, with the cards played."""
    _held_this_deal(game, fields, hands)
    found = tuple(hands)
    for rule in reversed(game.phases):
        rule.undo(hands, fields)
    return game.dealt_from(tuple(hands), position(**fields)), found


def _start_and_actions(
    game: Any, fields: Mapping[str, Any], hands: list[int], scores: tuple[int, ...]
) -> tuple[Any, list[Any], list[Any], Any]:
    """The deal's first state, its cards ``hands`` as the play found them before it (masks
    by seat, the cards played added), the actions that lead from it to ``fields`` (the
    phases', then the play's: the cards, and the claims where they were made), and the
    deal (a :class:`~tricktaker.engine.Dealt`)."""
    rules = fields["rules"]
    number = fields[game.number_field]
    if fields["phase"] is not game.over:  # a finished game's: found as it is replayed
        _check_first(game, fields, scores)
    dealt = _as_dealt(game, fields, hands)[0]
    size = game.hand_size(rules, number)
    held = [hand.bit_count() for hand in dealt.hands]
    dealer = game.dealer(rules, number)
    seats = game.dealt_in(rules, dealer)  # a seat dealt none sits the deal out
    sizes = [size if seat in seats else 0 for seat in range(rules.players)]
    if held != sizes or len(dealt.rest) != game.rest_size(rules, number):
        raise _fail(
            f"the hands hold {held} cards as dealt, and {len(dealt.rest)} are left over; "
            f"{game.number_word} {number} deals {size} a seat and leaves "
            f"{game.rest_size(rules, number)}"
        )
    start = game.deal_state(rules, fields["seed"], number, dealer, scores, dealt)[0]
    _compare_names(game.deal_fields, start, fields)
    taken = [action for rule in game.phases for action in rule.taken(fields)]
    plays = game.plays_from(position(**fields))
    if game.claiming is not None:
        plays = game.claiming.interleave(fields, plays)
    return start, taken, plays, dealt


def _check_first(game: Any, fields: Mapping[str, Any], totals: tuple[int, ...]) -> None:
    """Raise unless the game's totals before the deal may be ``totals``."""
    wrong = game.totals_refusal(position(**fields), totals)
    if wrong is not None:
        raise _fail(wrong)


def build_state(game: Any, fields: Mapping[str, Any]) -> Any:
    """The state of these public ``fields``, built as they are (a state's ``__init__``):
    what is structure is checked (a hand a seat, each in canonical order); whether the rules
    reach it, :func:`check_state` says."""
    _check_per_seat(game, fields)
    for seat, hand in enumerate(fields["hands"]):
        if tuple(hand) != cards_of(mask_of(hand)):
            raise TricktakerError(f"the hand of seat {seat} is not in canonical order")
    masks = [mask_of(hand) for hand in fields["hands"]]
    held = 0
    for mask in masks:
        held |= mask
    if game.draws:  # a seat that draws may have held any card it has played: its hand kept
        rest = game.rest_from(position(**fields))
        hidden = game.hidden.new(seed=fields["seed"], dealt=tuple(masks), rest=rest)
    else:
        dealt, found = _as_dealt(game, fields, masks)
        hidden = game.hidden_from(fields, dealt, found)
    public = _public_of(game, fields)
    return game.seam.state(public, hidden, held, tuple(fields["trick"]), fields["to_act"])


def check_state(game: Any, state: Any) -> None:
    """Raise :class:`~tricktaker.TricktakerError` unless the rules reach ``state``: its
    deal's first state, replayed, must be it (see the module)."""
    fields = _fields(state)
    build_state(game, fields)  # what is structure first
    rest = game.rest_from(position(**fields))
    check_cards(game.deck, *fields["hands"], fields["played"], fields["trick"], rest)
    replayed = _rebuilt(game, fields, [mask_of(hand) for hand in fields["hands"]], None)
    _compare(game.state_class.__attrs_attrs__, replayed, fields)


def _rebuilt(game: Any, fields: Mapping[str, Any], hands: list[int], strict: int | None) -> Any:
    """The state ``fields`` describe, replayed (the others' cards unchecked but ``strict``'s,
    when it is given), its seats holding ``hands`` (masks)."""
    totals = game.totals_before(position(**fields))
    start, taken, plays, dealt = _start_and_actions(game, fields, hands, totals)
    if fields["phase"] is game.over:
        strict = _NONE if game.draws else strict
        return _read_over(game, fields, start, taken + plays, plays, dealt, strict)
    before_play = _replay(game, start, taken, strict)
    if fields["phase"] is game.play:  # the phases are done: what they decided is known
        _compare_names([name for rule in game.phases for name in rule.fields], before_play, fields)
    if game.draws:  # what a seat held at a finished trick is not known: its card as played
        done = len(plays) - len(fields["trick"])  # (a game that draws has no claims)
        before_play = _replay(game, before_play, plays[:done], _NONE)
        plays = plays[done:]
    return _replay(game, before_play, plays, strict)


def _read_over(
    game: Any,
    fields: Mapping[str, Any],
    start: Any,
    actions: list[Any],
    plays: list[Any],
    dealt: Any,
    strict: int | None,
) -> Any:
    """A finished game: its last deal replayed from the totals before it. Those are found
    from a first guess, corrected by what a replay from it scores (a game's end may add a
    bonus that depends on the totals). The first guess: nought for the first deal (whose
    phases may ask the totals before it, as Spades' blind nil does, which the final ones are
    not); else the totals read less the deal's points, as a replay from the totals read
    shows them."""
    if not actions:
        raise _fail("a finished game whose last deal took no action")
    given = tuple(fields["scores"])
    rules, number = start.rules, getattr(start, game.number_field)
    if number == game.first_number(rules):
        totals = (0,) * len(given)
    else:
        points = _last_step(game, start, actions, strict)[1].points
        totals = tuple([total - got for total, got in zip(given, points, strict=True)])
    cards = plays  # the cards, and the claims where they were made
    for _ in range(3):  # twice is enough in practice
        rebuilt = game.deal_state(
            rules, start.seed, number, game.dealer(rules, number), totals, dealt
        )[0]
        before_deal = {**fields, "scores": totals}  # what the phases took depends on them
        taken = [action for rule in game.phases for action in rule.taken(before_deal)]
        state = _last_step(game, rebuilt, taken + cards, strict)[0]
        if state.scores == given:
            break
        totals = tuple(
            [t - (got - want) for t, got, want in zip(totals, state.scores, given, strict=True)]
        )
    _check_first(game, fields, totals)
    return state


def _last_step(game: Any, start: Any, actions: list[Any], strict: int | None) -> Any:
    """``start`` after ``actions``, the last of which must end the deal: the state and the
    deal's score (an event of ``game.deal_scored``)."""
    before = _replay(game, start, actions[:-1], strict)
    state, events = _step(game, before, actions[-1], strict)
    scored = next((event for event in events if type(event) is game.deal_scored), None)
    if scored is None:
        raise _fail("the last card played does not end the deal")
    return state, scored


def _fields(value: Any) -> dict[str, Any]:
    """The public fields of a state or view (or of the record JSON read of one)."""
    return {field.name: getattr(value, field.name) for field in attrs.fields(type(value))}


def _compare(record_fields: Any, state: Any, fields: Mapping[str, Any]) -> None:
    """Raise naming the first field read that the replay does not reach."""
    _compare_names([field.name for field in record_fields], state, fields)


def _compare_names(names: Any, state: Any, fields: Mapping[str, Any]) -> None:
    for name in names:
        reached = getattr(state, name)
        if name in fields and reached != fields[name]:
            raise _fail(f"{name} is {_shown(fields[name])}; the rules make it {_shown(reached)}")


def _shown(value: Any) -> str:
    """A field's value as a message shows it: cards as they print, a trick as it reads."""
    if isinstance(value, tuple) and value and all(type(v) is Card for v in value):
        return format_cards(value)
    if isinstance(value, (CompletedTrick, Suit)):
        return str(value)
    return repr(value.value) if isinstance(value, enum.Enum) else repr(value)


def build_view(game: Any, fields: Mapping[str, Any]) -> Any:
    """The view of these public ``fields``, built as they are (a view's ``__init__``): its
    hand in canonical order, cards of the deck once each, and its ``hand_sizes`` what the
    rest gives; whether the rules reach it, :func:`check_view` says."""
    rules, seat = fields["rules"], fields["seat"]
    if type(seat) is not int or not 0 <= seat < rules.players:
        raise TricktakerError(f"seat {seat!r} is no seat of {rules.players}")
    _check_per_seat(game, fields)
    hand = tuple(fields["hand"])
    if hand != cards_of(mask_of(hand)):
        raise TricktakerError("the hand is not in canonical order")
    public = _public_of(game, fields)
    view = game.seam.view(
        public, game.seen_from(position(**fields)), seat, mask_of(hand),
        tuple(fields["trick"]), fields["to_act"],
    )  # fmt: skip
    sizes = tuple(fields["hand_sizes"])
    if sizes != view.hand_sizes:
        raise TricktakerError(f"hand_sizes {sizes}: the deal and the tricks give {view.hand_sizes}")
    if hand and len(hand) != sizes[seat]:  # none while the seat has not looked at its cards
        raise TricktakerError(f"the hand holds {len(hand)} cards; hand_sizes says {sizes[seat]}")
    return view


def check_view(game: Any, view: Any) -> None:
    """Raise :class:`~tricktaker.TricktakerError` unless the rules reach ``view``: a world
    of it (the cards it has not seen dealt to the other seats), replayed, must show it (see
    the module)."""
    fields = _fields(view)
    built = build_view(game, fields)  # what is structure first
    rules, seat = fields["rules"], fields["seat"]
    players = rules.players
    sizes = tuple(fields["hand_sizes"])
    hand = tuple(fields["hand"])
    check_cards(game.deck, hand, fields["played"], fields["trick"])
    rest = game.rest_from(position(**fields))  # shown to all (a card turned), or dealt to none
    check_cards(game.deck, rest)  # (it may be a shown hand's too)
    seen = mask_of(hand) | mask_of(fields["played"]) | mask_of(fields["trick"]) | mask_of(rest)
    masks = [0] * players
    masks[seat] = mask_of(hand)  # none while the seat has not looked at its cards
    shown = game.shown_cards(position(**fields))
    for other, cards in enumerate(shown or ()):
        if other != seat:
            masks[other] = cards
            seen |= cards
    unseen = [card for card in game.deck if not seen & BITS[card.index]]
    for other in range(players):
        if other != seat or not hand:
            size = sizes[other] - masks[other].bit_count()
            if size < 0 or size > len(unseen):
                raise _fail(f"seat {other} holds {sizes[other]} cards, of {len(unseen)} unseen")
            masks[other] |= mask_of(unseen[:size])
            del unseen[:size]
    world, hands = game.view_world(built, fields, masks)
    state = _rebuilt(game, world, hands, seat)
    _compare(game.view_class.__attrs_attrs__, state.view(seat), fields)
