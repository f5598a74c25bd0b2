"""A table: one game's current state and history, with undo and events for subscribers.

A frontend (a web page over a websocket, a window, a chat bot) keeps one :class:`Table` per
game. Seats act through :meth:`Table.act`, which checks that it is their turn; every event is
passed to the subscribers, each in the form its seat may see.

>>> from tricktaker import Card, Play, Table, szaman
>>> table = Table.start("szaman", szaman.Rules(players=2), seed=1)
>>> shown = []
>>> _ = table.subscribe(lambda event: shown.append(f"seat 0 sees: {event}"), seat=0)
>>> table.state.to_act
1
>>> table.act(0, Play(Card.parse("3C")))
Traceback (most recent call last):
...
tricktaker.IllegalActionError: it is seat 1's turn, not seat 0's
>>> events = table.act(1, Play(Card.parse("2S")))
>>> shown
['seat 0 sees: seat 1 plays 2♠']
>>> table.undo()  # the actions taken back
1
>>> table.history, table.state.to_act
((), 1)
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Mapping
from typing import Any, Generic, Protocol, TypeVar

from tricktaker._version import __version__
from tricktaker.cards import Card
from tricktaker.errors import (
    IllegalActionError,
    SubscriberError,
    TableError,
    TricktakerError,
    shown_value,
)
from tricktaker.events import Event
from tricktaker.games import AnyGame, Bot, Game, GameState, decider_of, game_of, get_game
from tricktaker.records import GameRecord, replay_steps

__all__ = ["Callback", "Table", "ViewingState"]

S_co = TypeVar("S_co", bound=GameState[Any, Any], covariant=True)
V = TypeVar("V")
V_co = TypeVar("V_co", covariant=True)
Callback = Callable[[Event], object]
"""The type of a subscriber, called with each event (in its seat's form, for a seat's
subscription)."""
C = TypeVar("C", bound=Callback)


class ViewingState(GameState[Any, V_co], Protocol[V_co]):
    """A game state whose ``view`` returns a ``V_co`` (``wizard.State`` is a
    ``ViewingState[wizard.View]``): how :meth:`Table.view <tricktaker.Table.view>` knows the
    type of its views. The same as ``GameState[Any, V_co]``."""

    def view(self, seat: int) -> V_co: ...


class Table(Generic[S_co]):
    """The current state of one game, the actions that led to it, and its subscribers.

    ``Table[wizard.State]`` is a table of a Wizard game: its :attr:`state` is a
    ``wizard.State`` and its :meth:`view` a ``wizard.View`` to a type checker. ``Table(state)``
    infers it; :meth:`start` and :meth:`from_record` give a ``Table[Any]``, as the game is
    chosen by a name at run time (annotate: ``table: Table[wizard.State] = Table.start(...)``).

    Thread-safe: :meth:`act`, :meth:`undo`, :meth:`undo_to`, :meth:`subscribe`,
    :meth:`unsubscribe` and :meth:`record` each run whole under the table's lock, so threads
    (a server's handlers) may share a table: each action is checked against the state it is
    applied to, and none is lost. Subscribers are called with the lock held, so every
    subscriber sees every event once, in order, and the table does not change under it. The
    lock is re-entrant: a subscriber may call the table from its own thread (a bot that
    answers with :meth:`act`; see there), but must not wait for another thread that uses the
    table, which would wait for the lock forever. A server should hand events to its own
    queue or event loop (``loop.call_soon_threadsafe``) rather than do slow work in a
    subscriber.

    Args:
        state: the state to start from; :meth:`start` starts a new game and keeps the events
            of its first deal.
    """

    __slots__ = (
        "_actions",
        "_befores",
        "_deals",
        "_delivering",
        "_events",
        "_game",
        "_lock",
        "_marks",
        "_queue",
        "_root",
        "_state",
        "_subscriptions",
    )

    def __init__(self, state: S_co) -> None:
        if not isinstance(state, GameState):
            raise TableError(f"a Table needs a game state, not {state!r}")
        self._lock = threading.RLock()
        self._root: S_co = state
        self._state: S_co = state
        self._befores: list[S_co] = []
        self._actions: list[Any] = []
        self._marks: list[int] = []  # len(self._events) before each action
        self._events: list[Event] = []
        self._game: AnyGame | None = None
        self._deals: tuple[tuple[Card, ...], ...] | None = None  # a record's given deals
        self._subscriptions: list[tuple[Callback, int | None]] = []
        self._queue: deque[Event] = deque()
        self._delivering = False

    @classmethod
    def start(
        cls, game: str | AnyGame, rules: Any = None, *, seed: int | None = None
    ) -> Table[Any]:
        """A table with a new game of ``game`` (a name or a :class:`~tricktaker.Game`),
        dealt from ``seed``; its opening events are in :attr:`events`.

        ``rules`` None means the game's default rules; ``seed`` None draws a fresh seed (kept
        in the state, so the game can still be recorded and replayed).

        >>> table = Table.start("wizard", seed=3)
        >>> [type(event).__name__ for event in table.events]
        ['RoundStarted', 'TrumpTurned']
        """
        found = get_game(game) if isinstance(game, str) else game
        if not isinstance(found, Game):
            raise TableError(f"Table.start takes a game or a game's name, not {game!r}")
        state, opening = found.start(found.rules() if rules is None else rules, seed=seed)
        table: Table[Any] = cls(state)
        table._game = found
        table._events.extend(opening)
        return table

    @classmethod
    def from_record(cls, record: GameRecord) -> Table[Any]:
        """A table at the end of ``record``, with its whole history (so it can be undone) and
        events; the way to resume a saved game.

        Raises:
            ReplayError: an action of the record is illegal where it stands.
        """
        if not isinstance(record, GameRecord):
            raise TableError(f"Table.from_record takes a GameRecord, not {record!r}")
        replayed = replay_steps(record)
        state: Any
        state, opening = next(replayed)
        table: Table[Any] = cls(state)
        table._game = get_game(record.game)
        table._deals = record.deals
        table._events.extend(opening)
        for action, (after, events) in zip(record.actions, replayed, strict=False):
            table._push(action, after, events)
        return table

    def __repr__(self) -> str:
        with self._lock:
            state = self._state
            actions = len(self._actions)
        where = "over" if state.to_act is None else f"seat {state.to_act} to act"
        return f"<Table of {type(state).__qualname__}: {actions} actions, {where}>"

    # -- reading ----------------------------------------------------------------------------

    @property
    def state(self) -> S_co:
        """The current state."""
        return self._state

    @property
    def history(self) -> tuple[Any, ...]:
        """The actions taken at this table, in order (undone ones are gone)."""
        with self._lock:
            return tuple(self._actions)

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event so far, in order and in full.

        First the opening deal (for a table made by :meth:`start` or :meth:`from_record`),
        then the events of each action in :attr:`history`. Use ``event.for_seat(seat)``
        before showing one to a seat."""
        with self._lock:
            return tuple(self._events)

    def view(self: Table[ViewingState[V]], seat: int) -> V:
        """What ``seat`` may know of the current state: ``table.state.view(seat)`` (for a
        ``Table[wizard.State]``, a ``wizard.View``)."""
        return self._state.view(seat)

    # -- subscribers ------------------------------------------------------------------------

    def subscribe(self, callback: C, seat: int | None = None, *, catch_up: bool = False) -> C:
        """Call ``callback`` with every event from now on, in order, and return it.

        With ``seat``, each event comes in the form that seat may see (``event.for_seat``):
        other seats' dealt hands and drawn cards are hidden. Without it, events come in full,
        which only the server itself should see. ``catch_up`` first passes every event so far
        (:attr:`events`), for a seat that joins or comes back; no event is missed or passed
        twice between the catch-up and the events that follow.

        Subscribers are called in the order they subscribed. One that raises does not stop
        the others: see :meth:`act`.

        Raises:
            SubscriberError: ``callback`` raised during its catch-up (``during_catch_up`` is
                True). It is not subscribed and the catch-up stopped at that event; nothing
                else changed.
        """
        if not callable(callback):
            raise TableError(f"a subscriber must be callable, not {callback!r}")
        with self._lock:
            if seat is not None:
                self._check_seat(seat)
            if catch_up:
                self._catch_up(callback, seat)
            self._subscriptions.append((callback, seat))
        return callback

    def _catch_up(self, callback: Callback, seat: int | None) -> None:
        """Pass ``callback`` every event so far that the delivery in progress (if any) will
        not pass it; it is subscribed only after this, so that it never gets one twice.

        By index, not over a copy: events of an action that the callback itself takes are
        caught up too, in order, once delivered to the other subscribers."""
        sent = 0
        while sent < len(self._events) - len(self._queue):
            event = self._events[sent]
            sent += 1
            try:
                callback(event if seat is None else event.for_seat(seat))
            except Exception as error:
                raise SubscriberError((error,), during_catch_up=True) from error

    def unsubscribe(self, callback: Callback) -> None:
        """Stop calling ``callback`` (every subscription of it, whatever the seat).

        Raises:
            TableError: ``callback`` is not subscribed.
        """
        with self._lock:
            kept = [sub for sub in self._subscriptions if sub[0] != callback]
            if len(kept) == len(self._subscriptions):
                raise TableError(f"{callback!r} is not subscribed to this table")
            self._subscriptions = kept

    # -- acting -----------------------------------------------------------------------------

    def act(self, seat: int, action: Any) -> tuple[Event, ...]:
        """``seat`` takes ``action``: the table moves to the next state and every subscriber
        is called with each event that happened, in order. Returns the events (in full).

        Subscribers may themselves call :meth:`act` (a bot that answers at once): that action
        is applied at once, and its events are delivered after the ones being delivered.
        Another thread's call waits until this one has applied its action and delivered every
        event.

        Raises:
            IllegalActionError: it is not ``seat``'s turn (code ``not_your_turn``), there is
                no such seat (``no_such_seat``), the game is over (``game_over``), or the
                rules do not allow ``action`` (the game's code); nothing changed.
            SubscriberError: one or more subscribers raised. The action was applied, the
                history records it, and every event reached every other subscriber first;
                ``error.errors`` holds what each failing call raised.
        """
        with self._lock:
            state = self._state
            to_act = decider_of(state)  # the seat that chooses (a declarer for the dummy)
            if to_act is None:
                raise IllegalActionError(
                    f"cannot {_describe(action)}: the game is over", code="game_over"
                )
            if seat != to_act or type(seat) is not int:
                problem = self._seat_problem(seat)
                if problem is not None:
                    raise IllegalActionError(problem, code="no_such_seat")
                raise IllegalActionError(
                    f"it is seat {to_act}'s turn, not seat {seat}'s", code="not_your_turn"
                )
            after, events = state.apply(action)  # raises IllegalActionError, changing nothing
            self._push(action, after, events)
            self._deliver(events)
            return events

    def run_bots(
        self: Table[ViewingState[V]], bots: Mapping[int, Bot[V, Any]]
    ) -> tuple[Event, ...]:
        """Let the bots take their turns: while the seat to act is a key of ``bots``, its bot
        chooses from that seat's view and the table takes the action as :meth:`act` does
        (subscribers are called with each event). Stops when a seat without a bot is to act
        (a human's turn) or the game is over; returns the events of the bots' actions, in
        order and in full (none if a human is to act already).

        A server calls it after starting a table and after each human action, so the humans
        only ever wait for themselves. The table's lock is held while the bots choose, so no
        other thread's action comes between them; a server whose bots think for long runs
        this in a worker thread (as it would any slow call).

        >>> from tricktaker import Table, wizard
        >>> from tricktaker.bots import RandomBot
        >>> table = Table(wizard.new_game(wizard.Rules(players=3), seed=5))
        >>> events = table.run_bots({1: RandomBot(seed=1), 2: RandomBot(seed=2)})
        >>> table.state.to_act, [str(action) for action in table.history]
        (0, ['bid 0', 'bid 0'])
        >>> table.run_bots({1: RandomBot(seed=1)})  # seat 0, a human, is to act: nothing to do
        ()

        Raises:
            TableError: a key of ``bots`` is no seat of this table, or a value has no
                ``choose`` method; nothing was taken.
            IllegalActionError: a bot chose an action the rules refuse; the bots' actions
                before it stay taken, and the state is the one that bot was shown.
            SubscriberError: as for :meth:`act`, after which no further bot acts.
        """
        with self._lock:
            for seat, bot in bots.items():
                self._check_seat(seat)
                if not callable(getattr(bot, "choose", None)):
                    raise TableError(
                        f"the bot of seat {seat} has no choose(view) method: {shown_value(bot)}"
                    )
            taken: list[Event] = []
            to_act = decider_of(self._state)
            while to_act is not None and to_act in bots:
                taken.extend(self.act(to_act, bots[to_act].choose(self._state.view(to_act))))
                to_act = decider_of(self._state)
            return tuple(taken)

    def undo(self, steps: int = 1, *, seat: int | None = None) -> int:
        """Take back the last ``steps`` actions (one by default); or, with ``seat``, that
        seat's last move and every action after it (the bots' answers): back to the seat's
        previous decision, as a person's "undo my last move" asks. The number of actions
        taken back.

        Subscribers are not called: show each seat its ``view`` again.

        >>> from tricktaker import wizard
        >>> from tricktaker.bots import RandomBot
        >>> table = Table(wizard.new_game(wizard.Rules(players=3), seed=5))
        >>> _ = table.run_bots({1: RandomBot(seed=1), 2: RandomBot(seed=2)})
        >>> before = table.state
        >>> _ = table.act(0, table.view(0).legal_actions()[0])  # the person's bid
        >>> _ = table.run_bots({1: RandomBot(seed=1), 2: RandomBot(seed=2)})
        >>> table.undo(seat=0), table.state == before
        (3, True)

        Raises:
            TableError: ``steps`` is not from 1 to the number of actions taken; ``seat`` is
                no seat of this table, or has made no move; both are given.
        """
        with self._lock:
            if seat is not None:
                if steps != 1:
                    raise TableError("undo takes steps or a seat, not both")
                self._check_seat(seat)
                mine = [i for i, before in enumerate(self._befores) if decider_of(before) == seat]
                if not mine:
                    raise TableError(f"cannot undo seat {seat}'s move: it has made none")
                steps = len(self._actions) - mine[-1]
            if type(steps) is not int or not 1 <= steps <= len(self._actions):
                raise TableError(
                    f"cannot undo {steps!r} actions: {len(self._actions)} have been taken"
                )
            self.undo_to(len(self._actions) - steps)
            return steps

    def undo_to(self, index: int) -> None:
        """Go back to the decision before action ``index`` of :attr:`history`, keeping the
        first ``index`` actions (``undo_to(0)`` goes back to the start).

        Raises:
            TableError: ``index`` is not from 0 to the number of actions taken.
        """
        with self._lock:
            if type(index) is not int or not 0 <= index <= len(self._actions):
                raise TableError(
                    f"cannot go back to action {index!r}: there are 0 to {len(self._actions)}"
                )
            if index == len(self._actions):
                return
            self._state = self._befores[index]
            del self._events[self._marks[index] :]
            del self._befores[index:], self._actions[index:], self._marks[index:]

    def record(self) -> GameRecord:
        """The record of this table's game: rules, seed and :attr:`history`, and the cards
        of its first deal if they were given rather than dealt from the seed.

        >>> from tricktaker import bridge, parse_cards
        >>> hands = [parse_cards(" ".join(f"{r}{s}" for r in "AKQJT98765432")) for s in "SHDC"]
        >>> table = Table(bridge.new_game(bridge.Rules.as_played(9), deal=bridge.Deal(hands)))
        >>> record = table.record()
        >>> len(record.deals[0]), record.replay() == table.state, record.replay().board
        (52, True, 9)

        Raises:
            TableError: the table did not start at a new game's first deal.
        """
        with self._lock:
            root = self._root
            game = self._game  # set when the table was made by start() or from_record()
            if game is None:
                try:
                    game = game_of(root)
                except TricktakerError as error:
                    raise TableError(f"cannot record this table: {error}") from None
                if game.start(root.rules, seed=root.seed)[0] != root:
                    self._deals = _given_first_deal(game, root)
                self._game = game
            return GameRecord(
                game=game.name,
                rules=root.rules,
                seed=root.seed,
                actions=tuple(self._actions),
                version=__version__,
                deals=self._deals,
            )

    # -- inside -----------------------------------------------------------------------------

    def _push(self, action: Any, after: Any, events: tuple[Event, ...]) -> None:
        self._befores.append(self._state)
        self._actions.append(action)
        self._marks.append(len(self._events))
        self._events.extend(events)
        self._state = after

    def _deliver(self, events: tuple[Event, ...]) -> None:
        self._queue.extend(events)
        if self._delivering:  # an act() from inside a subscriber: the outer loop delivers
            return
        self._delivering = True
        errors: list[Exception] = []
        try:
            while self._queue:
                event = self._queue.popleft()
                forms: dict[int, Event] = {}
                for callback, seat in tuple(self._subscriptions):
                    try:
                        if seat is None:
                            callback(event)
                        else:
                            form = forms.get(seat)
                            if form is None:
                                form = forms[seat] = event.for_seat(seat)
                            callback(form)
                    except Exception as error:
                        errors.append(error)
        finally:
            self._delivering = False
            self._queue.clear()
        if errors:
            raise SubscriberError(tuple(errors)) from errors[0]

    def _seat_problem(self, seat: object) -> str | None:
        """Why ``seat`` is not a seat of this table, or None if it is one."""
        players = len(self._state.scores)
        if type(seat) is not int or not 0 <= seat < players:
            return f"there is no seat {seat!r} at this table: seats are 0 to {players - 1}"
        return None

    def _check_seat(self, seat: object) -> None:
        problem = self._seat_problem(seat)
        if problem is not None:
            raise TableError(problem)


def _describe(action: object) -> str:
    """An action as a message names it: as it prints, or its type if that is long (a state
    given by mistake is not printed whole)."""
    text = str(action)
    return text if len(text) <= 60 else shown_value(action)


def _given_first_deal(game: AnyGame, root: Any) -> tuple[tuple[Card, ...], ...]:
    """The cards of ``root``'s deal as a record gives them, if ``root`` is the game's first
    deal laid out from given cards (the deal's first state, its totals nought)."""
    dealing = game.dealing
    refused = TableError("cannot record this table: it did not start at a new game")
    if dealing is None or dealing.number(root) != dealing.first_number(root.rules):
        raise refused
    hands, rest = dealing.dealt(root)
    try:
        laid = dealing.start(
            root.rules, dealing.number(root), hands, rest, scores=(0,) * len(hands), seed=root.seed
        )[0]
    except TricktakerError:
        raise refused from None
    if laid != root:
        raise refused
    return (tuple(card for hand in hands for card in hand) + tuple(rest),)
