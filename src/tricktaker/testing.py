"""The conformance kit: :func:`check_game` checks that a game keeps the promises that every
tricktaker game makes, the built-in ones and a plug-in alike.

A game's author runs it from a test, on the game's default rules and on the options that
change the most::

    def test_my_game_conforms():
        check_game(get_game("mygame"))
        check_game(get_game("mygame"), rules=mygame.Rules(players=2, short=True))

It plays random games to the end and checks at every decision what can be checked without
knowing the game (see :func:`check_game`); the rules themselves are the game's own tests' to
check. Nothing here needs more than the library: no test framework, no extra dependency.
"""

from __future__ import annotations

import enum
import functools
import random
import typing
from collections.abc import Collection, Iterator, Mapping, Sequence
from typing import Any

import attrs

from tricktaker.actions import Play
from tricktaker.cards import CARD_COUNT, Card
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.events import CardPlayed, DealsHands, Event, GameOver
from tricktaker.games import AnyGame, Game, GameState, Refusing, SeatView, decider_of, find_game
from tricktaker.records import GameRecord, replay_steps
from tricktaker.serialize import from_json, to_data, to_json
from tricktaker.terminal.options import attribute_docs

__all__ = ["CheckReport", "check_game"]


@attrs.frozen(kw_only=True)
class CheckReport:
    """What :func:`check_game` checked, once every check passed.

    Attributes:
        game: the name of the game.
        games: the games played to the end.
        decisions: the decisions taken in them, each checked.
        accepted: the legal actions applied to check that ``apply`` accepts them.
        refused: the illegal actions tried, each refused as it should be.
    """

    game: str
    games: int
    decisions: int
    accepted: int
    refused: int


class _Stranger:
    """An object that is no game's action."""

    def __repr__(self) -> str:
        return "<not an action>"


_WRONG_TYPES: tuple[object, ...] = (None, 0, "8H", Card.parse("8H"), _Stranger(), (), {})
"""Values of types that no game takes as an action, tried at every decision."""

_SAMPLED = 8  # illegal actions tried per decision, beyond the seat's own unplayable cards
_JSON_SHARE = 0.25  # the share of decisions whose state and views are read back from JSON
_BOT_CHOICES = 3  # decisions of the first game at which each registered bot is asked


def check_game(
    game: AnyGame,
    *,
    rules: object | None = None,
    games: int = 3,
    seed: int = 0,
    max_decisions: int = 100_000,
) -> CheckReport:
    """Check that ``game`` keeps the promises of a tricktaker game; raise AssertionError at
    the first broken one, with a message naming the game, the seed and the decision.

    ``games`` games are played to the end with random legal actions, game ``i`` dealt from
    seed ``seed + i`` (the choices are seeded too, so a failure repeats). With ``rules`` None,
    the game's default rules. Checked:

    - the game ends within ``max_decisions`` decisions; the final state has no seat to act,
      no legal action, its winners among the seats and a :class:`~tricktaker.GameOver`
      event with its scores and winners, and refuses every action;
    - at every decision, ``legal_actions()`` is exactly what ``apply`` accepts: a tuple
      without repeats, each action applied without error; and refused with
      :class:`~tricktaker.IllegalActionError` and no change to the state, a sample of illegal
      ones: the seat's own cards that it may not play, other seats' cards (out of turn),
      other cards, the legal actions with a field changed, and values of other types.
      ``is_legal`` agrees, and ``refusal`` when the game has one (it returns what ``apply``
      raises);
    - every seat's view agrees with the state (seat, phase, seat to act, hand, trick,
      scores; its legal actions are the state's for the seat to act, none for the others)
      and shows no card of another seat's hand but those the seat gave it (a view's
      ``passed`` cards, in a game with a passing phase): nor does any seat's form of an event
      (``event.for_seat(seat)``), but for the cards the event shows that seat
      (:meth:`Event.known_to <tricktaker.Event.known_to>`). Both are compared through their
      JSON data, so a card anywhere in them counts;
    - JSON round trips: ``from_json(to_json(x)) == x`` for the rules, every state and view
      of every decision, and every event and its form for each seat;
    - a :class:`~tricktaker.GameRecord` of each game replays it: the same final state and the
      same events, and the record's JSON replays the same; the same seed deals the same
      first state and events again;
    - a game that gives a :class:`~tricktaker.deals.Dealing` (explicit chance): every deal
      (the first, and each one a state's deal number moves on to) is dealt as its sizes say
      from its deck, and its hook lays the same cards out as the same state with the same
      events; the game has as many deals as it says; ``resample`` (if given) returns, at the
      start of each deal, a state in which the seat to act has the same view;
    - each of the game's bots chooses a legal action at a few decisions of the first game;
      ``narrate`` gives a line or None for every event, ``describe`` a sequence of lines;
      every field of the rules is described in the ``Attributes:`` section of the ``Rules``
      docstring (the help of its command-line option).

    The game must be registered (:func:`~tricktaker.register_game` or an entry point) and
    its types registered for JSON (:func:`~tricktaker.serialize.register_types`).

    >>> import attrs
    >>> from tricktaker import get_game, szaman
    >>> from tricktaker.testing import check_game
    >>> short = szaman.Rules(players=2, hands=1)
    >>> report = check_game(get_game("szaman"), rules=short, games=2)
    >>> report.games, report.decisions > 0, report.refused > 0
    (2, True, True)
    >>> unruly = attrs.evolve(get_game("szaman"), narrate=lambda event, rules: 7)
    >>> check_game(unruly, rules=short)
    Traceback (most recent call last):
    ...
    AssertionError: szaman, seed 0: narrate(HandStarted(...)) gave 7

    Raises:
        AssertionError: a promise is broken; the message says which, where and how.
        TricktakerError: ``game`` is not a :class:`~tricktaker.Game`, or ``games`` is not a
            positive int.
    """
    if not isinstance(game, Game):
        raise TricktakerError(f"check_game takes a Game, not {game!r}")
    if type(games) is not int or games < 1:
        raise TricktakerError(f"games must be an int of at least 1, not {games!r}")
    chosen = game.rules() if rules is None else rules
    checker = _Checker(game, chosen, max_decisions)
    checker.check_registration()
    for index in range(games):
        checker.play(seed + index, ask_bots=index == 0)
    return CheckReport(
        game=game.name,
        games=games,
        decisions=checker.decisions,
        accepted=checker.accepted,
        refused=checker.refused,
    )


class _Checker:
    """The checks of :func:`check_game`, with the place they have reached for messages."""

    def __init__(self, game: AnyGame, rules: Any, max_decisions: int) -> None:
        self.game = game
        self.rules = rules
        self.max_decisions = max_decisions
        self.players: int = rules.players
        self.seed: int | None = None  # of the game being played, for messages
        self.step: int | None = None
        self.decisions = 0
        self.accepted = 0
        self.refused = 0

    # -- reporting --------------------------------------------------------------------------

    def fail(self, message: str) -> AssertionError:
        where = self.game.name
        if self.seed is not None:
            where += f", seed {self.seed}"
        if self.step is not None:
            where += f", decision {self.step}"
        return AssertionError(f"{where}: {message}")

    def expect(self, condition: bool, message: str) -> None:
        if not condition:
            raise self.fail(message)

    # -- the game as a whole ----------------------------------------------------------------

    def check_registration(self) -> None:
        found = find_game(self.game.name)
        if found is None or found.rules is not self.game.rules:
            raise AssertionError(
                f"{self.game.name}: the registry has no such game, so its records cannot "
                "name it: register it (tricktaker.register_game, or a tricktaker.games "
                "entry point) before checking it"
            )
        if not isinstance(self.rules, self.game.rules):
            raise AssertionError(f"{self.game.name}: {self.rules!r} is not a {self.game.rules}")
        cls = self.game.rules
        if attrs.has(cls):  # each option is described, for the command line's help
            described = attribute_docs(cls)
            for field in attrs.fields(cls):
                self.expect(
                    not field.init or bool(described.get(field.name)),
                    f"{cls.__name__}.{field.name} has no entry in the Attributes: section "
                    f"of {cls.__name__}'s docstring (the help of its option "
                    f"--{field.name.replace('_', '-')})",
                )
        self.round_trip(self.rules, "the rules")

    def play(self, seed: int, *, ask_bots: bool) -> None:
        """Play one random game from ``seed`` to the end, checking everything on the way."""
        self.seed, self.step = seed, None
        state, opening = self.game.start(self.rules, seed=seed)
        self.expect(
            _conforms(state, GameState),
            f"start() returned {type(state).__qualname__}, which lacks members of "
            f"tricktaker.games.GameState: {_missing(state, GameState)}",
        )
        self.expect(
            (state, opening) == self.game.start(self.rules, seed=seed),
            "the same seed dealt another first state or other opening events",
        )
        self.expect(state.seed == seed, f"the state keeps seed {state.seed!r}, not {seed}")
        self.expect(state.rules == self.rules, f"the state has rules {state.rules!r}")
        self.check_events(opening, None, state)
        choices = random.Random(f"check_game {self.game.name} {seed}")
        self.check_deal(state, opening, 1)
        deals, dealt = 1, True  # dealt: the state to act begins a deal
        bots = {name: make(seed) for name, make in self.game.bots.items()} if ask_bots else {}
        asked = 0
        actions: list[Any] = []
        events: list[Event] = list(opening)
        step = 0
        while state.to_act is not None:
            self.step = step
            self.expect(step < self.max_decisions, f"the game did not end: {step} decisions")
            legal = self.check_decision(state, choices)
            if dealt:
                self.check_resample(state, choices)
                dealt = False
            if bots and asked < _BOT_CHOICES and (step == 0 or choices.random() < 0.05):
                asked += 1
                self.check_bots(state, bots)
            action = choices.choice(legal)
            after, happened = state.apply(action)
            self.check_events(happened, state, after, action=action)
            dealing = self.game.dealing
            if (
                dealing is not None
                and not after.is_over
                and dealing.number(after) != dealing.number(state)
            ):
                deals, dealt = deals + 1, True
                self.check_deal(after, happened, deals)
            actions.append(action)
            events.extend(happened)
            state = after
            step += 1
            self.decisions += 1
        self.step = step
        if self.game.dealing is not None:
            dealing = self.game.dealing
            expected = dealing.deals(self.rules)
            early = dealing.ends_early is not None and dealing.ends_early(self.rules)
            self.expect(
                deals == expected or (early and deals < expected),
                f"the game dealt {deals} deals; its Dealing says {expected}"
                + (" at most" if early else ""),
            )
        self.check_end(state, events)
        self.check_record(seed, tuple(actions), state, events)

    def check_deal(self, state: Any, happened: Sequence[Event], count: int) -> None:
        """``state`` begins the game's ``count``-th deal (dealt from the seed, with
        ``happened`` ending in that deal's events): the game's Dealing describes it and lays
        it out again."""
        dealing = self.game.dealing
        if dealing is None:
            return
        rules = self.rules
        number = dealing.first_number(rules) + count - 1
        self.expect(
            dealing.number(state) == number, f"deal {number} is numbered {dealing.number(state)}"
        )
        hands, rest = dealing.dealt(state)
        size, extra = dealing.sizes(rules, number)
        seats = dealing.seats_dealt(rules, number)  # a seat dealt none sits the deal out
        sizes = [size if seat in seats else 0 for seat in range(self.players)]
        self.expect(
            [len(hand) for hand in hands] == sizes and len(rest) == extra,
            f"deal {number} dealt hands of {[len(hand) for hand in hands]} cards and {len(rest)} "
            f"more; its Dealing's sizes are {size} a hand and {extra} more",
        )
        cards = [card for hand in hands for card in hand] + list(rest)
        deck = set(dealing.deck(rules))
        self.expect(
            len(set(cards)) == len(cards) and set(cards) <= deck,
            f"deal {number} dealt a card twice, or one not of its Dealing's deck",
        )
        again = dealing.start(rules, number, hands, rest, scores=state.scores, seed=state.seed)
        self.expect(
            again[0] == state and tuple(happened[len(happened) - len(again[1]) :]) == again[1],
            f"the Dealing's start laid deal {number}'s cards out as another state, or with "
            "other events",
        )

    def check_resample(self, state: Any, choices: random.Random) -> None:
        """The Dealing's ``resample`` keeps the view of the seat to act."""
        resample = self.game.dealing.resample if self.game.dealing is not None else None
        seat = decider_of(state)
        if resample is None or seat is None:
            return
        view = state.view(seat)
        world = resample(view, random.Random(choices.getrandbits(32)))
        self.expect(
            world.view(seat) == view,
            "the Dealing's resample gave a state in which the seat to act sees another view",
        )

    def check_end(self, state: GameState[Any, Any], events: Sequence[Event]) -> None:
        self.expect(state.is_over, "to_act is None but the game is not over")
        self.expect(state.legal_actions() == (), "a finished game has legal actions")
        winners = state.winners
        self.expect(
            bool(winners) and set(winners) <= set(range(self.players)),
            f"the winners {winners!r} are not some of the seats",
        )
        self.expect(len(state.scores) == self.players, f"{len(state.scores)} scores")
        last = events[-1] if events else None
        self.expect(
            last == GameOver(scores=state.scores, winners=winners),
            f"the last event is {last!r}, not a GameOver with the final scores and winners",
        )
        for seat in range(self.players):
            self.check_view(state, seat, (), json=True)
        self.check_refused(state, [*_WRONG_TYPES, *self.legal_somewhere(state)], ())
        self.round_trip(state, "the final state")

    def check_record(
        self, seed: int, actions: tuple[Any, ...], final: Any, events: Sequence[Event]
    ) -> None:
        record = GameRecord(game=self.game.name, rules=self.rules, seed=seed, actions=actions)
        steps = list(replay_steps(record))
        self.expect(steps[-1][0] == final, "the game's record replays to another final state")
        replayed = [event for _, happened in steps for event in happened]
        self.expect(replayed == list(events), "the game's record replays other events")
        self.round_trip(record, "the game's record")

    # -- one decision -----------------------------------------------------------------------

    def check_decision(self, state: Any, choices: random.Random) -> tuple[Any, ...]:
        """Check the state before a decision; its legal actions."""
        before = to_data(state)
        to_act = decider_of(state)  # the seat that chooses, whose view offers the actions
        self.expect(
            type(to_act) is int and 0 <= to_act < self.players,
            f"the deciding seat is {to_act!r}, not a seat",
        )
        legal = state.legal_actions()
        self.expect(
            type(legal) is tuple and len(legal) > 0,
            f"legal_actions() is {legal!r}: a state with a seat to act has legal actions",
        )
        self.expect(len(set(legal)) == len(legal), f"legal_actions() repeats: {legal!r}")
        self.expect(state.legal_actions() == legal, "legal_actions() changed when asked again")
        # Reading JSON is the slowest check: states and views are read back at the first
        # decision and at a sample of the others (events, at every decision).
        sampled = self.step == 0 or choices.random() < _JSON_SHARE
        if sampled:
            self.round_trip(state, "the state")
        for seat in range(self.players):
            self.check_view(state, seat, legal if seat == to_act else (), json=sampled)
        view = state.view(to_act)
        for action in legal:
            self.check_accepted(state, view, action)
        self.check_refused(state, self.illegal_sample(state, legal, choices), legal)
        self.expect(to_data(state) == before, "checking the actions changed the state")
        if self.game.describe is not None:
            lines = self.game.describe(view, [f"seat {s}" for s in range(self.players)])
            self.expect(
                all(isinstance(line, str) for line in lines),
                f"describe() gave {lines!r}, not lines of text",
            )
        return typing.cast(tuple[Any, ...], legal)

    def check_view(self, state: Any, seat: int, legal: tuple[Any, ...], *, json: bool) -> None:
        view = state.view(seat)
        what = f"seat {seat}'s view"
        self.expect(
            _conforms(view, SeatView),
            f"{what} lacks members of tricktaker.games.SeatView: {_missing(view, SeatView)}",
        )
        given = {card.code for card in getattr(view, "passed", ())}  # a passing phase's
        given.update(  # a faced hand (a dummy's) is seen by all
            card.code for hand in getattr(view, "shown_hands", ()) if hand for card in hand
        )
        # cards turned up for all that a seat may since have taken (a talon) were seen by all
        given.update(card.code for card in getattr(view, "turned_up", ()))
        self.check_hidden(to_data(view), state.hands, seat, given, what)
        pairs = {
            "seat": (view.seat, seat),
            "rules": (view.rules, state.rules),
            "phase": (view.phase, state.phase),
            "to_act": (view.to_act, state.to_act),
            "is_over": (view.is_over, state.is_over),
            # a seat that has not yet seen its cards (a blind bid still open to it) shows none
            "hand": (view.hand, state.hands[seat] if getattr(view, "cards_seen", True) else ()),
            "trick": (view.trick, state.trick),
            "scores": (view.scores, state.scores),
            "winners": (view.winners, state.winners),
        }
        for name, (seen, held) in pairs.items():
            self.expect(seen == held, f"{what} has {name} {seen!r}, the state {held!r}")
        self.expect(
            view.legal_actions() == legal,
            f"{what} has the legal actions {view.legal_actions()!r}, not {legal!r}",
        )
        if json:
            self.round_trip(view, what)

    def check_accepted(self, state: Any, view: Any, action: Any) -> None:
        try:
            state.apply(action)
        except Exception as error:
            raise self.fail(
                f"apply() refused {action!r}, one of legal_actions(): {error!r}"
            ) from error
        self.expect(state.is_legal(action), f"is_legal() is False for {action!r}, a legal one")
        self.expect(view.is_legal(action), f"the view's is_legal() is False for {action!r}")
        for source in (state, view):
            if _conforms(source, Refusing):
                refusal = source.refusal(action)
                self.expect(refusal is None, f"refusal() of the legal {action!r} is {refusal!r}")
        self.accepted += 1

    def check_refused(self, state: Any, candidates: Sequence[object], legal: Sequence[Any]) -> None:
        to_act = decider_of(state)
        view = state.view(0 if to_act is None else to_act)
        for action in candidates:
            if action in legal:
                continue
            try:
                state.apply(action)
            except IllegalActionError as error:
                refused = error
            except Exception as error:
                raise self.fail(
                    f"apply({action!r}) raised {error!r}, not an IllegalActionError"
                ) from error
            else:
                raise self.fail(f"apply() accepted {action!r}, which is not a legal action")
            for source, name in ((state, "is_legal()"), (view, "the view's is_legal()")):
                try:
                    verdict = source.is_legal(action)
                except Exception as error:
                    raise self.fail(f"{name} raised {error!r} for {action!r}") from error
                self.expect(verdict is False, f"{name} is {verdict!r} for {action!r}")
            for source, name in ((state, "refusal"), (view, "the view's refusal")):
                if to_act is None and source is view:
                    continue  # a finished game's views refuse for their own reason
                if _conforms(source, Refusing):
                    said = source.refusal(action)
                    self.expect(
                        isinstance(said, IllegalActionError)
                        and (str(said), said.code) == (str(refused), refused.code),
                        f"{name}({action!r}) is {said!r}; apply() raised {refused!r}",
                    )
            self.refused += 1

    def check_bots(self, state: Any, bots: Mapping[str, Any]) -> None:
        legal = state.legal_actions()
        for name, bot in bots.items():
            chosen = bot.choose(state.view(decider_of(state)))
            self.expect(chosen in legal, f"the bot {name!r} chose {chosen!r}, not a legal action")

    # -- the illegal actions tried ----------------------------------------------------------

    def illegal_sample(
        self, state: Any, legal: tuple[Any, ...], choices: random.Random
    ) -> list[object]:
        """The seat's own cards that it may not play (all of them), then a sample of other
        illegal actions: other seats' cards, any card, changed legal actions, wrong types."""
        plays = Play in self.game.action_types
        own: list[object] = []
        others: list[object] = list(_WRONG_TYPES)
        if plays:
            for seat, hand in enumerate(state.hands):
                for card in hand:
                    (own if seat == state.to_act else others).append(Play(card))
            others.extend(Play(Card.from_index(choices.randrange(CARD_COUNT))) for _ in range(4))
        for action in choices.sample(legal, min(3, len(legal))):
            others.extend(_changed(action, choices))
        others = [action for action in others if action not in legal]
        return [
            *(action for action in own if action not in legal),
            *choices.sample(others, min(_SAMPLED, len(others))),
        ]

    def legal_somewhere(self, state: Any) -> list[object]:
        """Actions of the kinds the game takes, for a finished game to refuse."""
        if Play not in self.game.action_types:
            return []
        return [Play(Card.from_index(index)) for index in range(0, CARD_COUNT, 7)]

    # -- events, hidden cards, JSON ---------------------------------------------------------

    def check_events(
        self, events: object, before: Any, after: Any, *, action: object = None
    ) -> None:
        """Check the events that led from ``before`` (None for the opening) to ``after``.

        Each seat's form may show no card that another seat holds: the hands after the
        action for the events from the last deal on (:class:`~tricktaker.events.DealsHands`),
        the hands before it for the earlier ones, less the cards played in them."""
        what = "start()" if action is None else f"apply({action!r})"
        self.expect(
            type(events) is tuple and all(isinstance(event, Event) for event in events),
            f"{what} returned {events!r} as its events, not a tuple of Events",
        )
        assert isinstance(events, tuple)
        deals = [index for index, event in enumerate(events) if isinstance(event, DealsHands)]
        first_after = deals[-1] if deals and before is not None else 0
        played = {event.card for event in events if isinstance(event, CardPlayed)}
        earlier = () if before is None else [set(hand) - played for hand in before.hands]
        for index, event in enumerate(events):
            self.round_trip(event, f"the event {event!r}")
            line = self.game.narrate(event, self.rules)
            self.expect(line is None or isinstance(line, str), f"narrate({event!r}) gave {line!r}")
            hands = after.hands if index >= first_after else earlier
            for seat in range(self.players):
                public = {card.code for card in event.known_to(seat)}
                form = event.for_seat(seat)
                shown = f"seat {seat}'s form of {type(event).__name__}"
                self.expect(type(form) is type(event), f"{shown} is a {type(form).__name__}")
                self.check_hidden(to_data(form), hands, seat, public, shown)
                if form is not event:
                    self.round_trip(form, shown)

    def check_hidden(
        self,
        data: object,
        hands: Sequence[Collection[Card]],
        seat: int,
        public: Collection[str],
        what: str,
    ) -> None:
        """No card of another seat's hand in ``data`` (the JSON data of what ``seat`` sees)."""
        holders = {
            card.code: other
            for other, hand in enumerate(hands)
            if other != seat
            for card in hand
            if card.code not in public
        }
        for path, text in _strings(data, ""):
            holder = holders.get(text)
            if holder is not None:
                raise self.fail(f"{what} shows {text}, a card of seat {holder}'s hand, at {path}")

    def round_trip(self, value: object, what: str) -> None:
        try:
            again = from_json(to_json(value))
        except TricktakerError as error:
            raise self.fail(f"{what} does not survive JSON: {error}") from error
        self.expect(again == value, f"{what} reads back from JSON as {again!r}")


def _conforms(value: object, protocol: type) -> bool:
    """``isinstance(value, protocol)`` for a runtime-checkable protocol; a class that has
    every member itself (properties, methods, slots) is asked once."""
    cls: type = type(value)
    return _has_members(cls, protocol) or isinstance(value, protocol)


@functools.cache
def _has_members(cls: type, protocol: type) -> bool:
    return all(hasattr(cls, name) for name in _members(protocol))


@functools.cache
def _members(protocol: type) -> frozenset[str]:
    """The public members that ``protocol`` (one of tricktaker's) declares."""
    return frozenset(
        name
        for cls in protocol.__mro__
        if cls.__module__ == protocol.__module__
        for name in vars(cls)
        if not name.startswith("_")
    )


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _strings(data: object, path: str) -> Iterator[tuple[str, str]]:
    """Every string in JSON data, with its path (``.trick[0]``)."""
    if isinstance(data, str):
        yield path, data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from _strings(value, f"{path}.{key}")
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _strings(value, f"{path}[{index}]")


def _missing(value: object, protocol: type) -> str:
    """The members of ``protocol`` that ``value`` lacks, for a message."""
    return ", ".join(sorted(name for name in _members(protocol) if not hasattr(value, name)))


def _changed(action: object, choices: random.Random) -> list[object]:
    """``action`` with one field changed to values of its type, for each field that one can
    change (an attrs action whose fields' types are known); the ones its class accepts."""
    cls = type(action)
    if not attrs.has(cls):
        return []
    try:
        hints = _hints(cls)
    except Exception:  # a hint that cannot be resolved: leave this action alone
        return []
    changed: list[object] = []
    for field in attrs.fields(cls):
        if not field.init:
            continue
        for value in _values_of(hints.get(field.name), getattr(action, field.name), choices):
            try:
                changed.append(attrs.evolve(action, **{field.name: value}))  # type: ignore[misc]
            except (TricktakerError, TypeError, ValueError):
                continue  # the class itself refuses the value: no such action exists
    return changed


def _values_of(hint: Any, current: object, choices: random.Random) -> list[object]:
    """Some values of type ``hint`` other than ``current``."""
    options: list[object] = []
    for kind in typing.get_args(hint) or (hint,):
        if kind is type(None):
            options.append(None)
        elif kind is bool:
            options.extend((True, False))
        elif kind is int:
            number = current if type(current) is int else 0
            options.extend((-1, number + 1, number + 2, 10**6))
        elif kind is Card:
            options.extend(Card.from_index(choices.randrange(CARD_COUNT)) for _ in range(2))
        elif isinstance(kind, type) and issubclass(kind, enum.Enum):
            options.extend(kind)
    return [value for value in options if value != current or type(value) is not type(current)]
