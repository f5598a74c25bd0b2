"""One table of ``tricktaker serve``: its game, its seats, its bots, its clock and rematches.

Seats ``0 .. humans - 1`` are for people, the others for bots. A person's seat is reserved by
an unguessable token, given when the seat is taken; whoever shows the token later (after a
lost connection, a reload) gets the seat back, and nobody gets it without. One
``asyncio.Lock`` serializes everything that reads or changes the table.

Nothing of the game leaves a room but each seat's view, each seat's form of each event, and
for spectators what every seat is shown (:mod:`tricktaker.web.spectate`). The seed, the
state and the record stay here: games are dealt with ``seed=None``, a fresh seed nobody
can guess.

Every change a client is told of is written to the room's :class:`~tricktaker.web.store.Store`
first (a seat taken, a move, a new game, a finished game's record), so that a room comes back
as it was after a restart (:meth:`Room.resume`); a move is checked on a scratch
:class:`~tricktaker.Table`, stored, and only then made.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any, Protocol

import attrs

import tricktaker
from tricktaker import GameRecord, Table, TricktakerError
from tricktaker.bots import RandomBot
from tricktaker.errors import IllegalActionError
from tricktaker.events import Event
from tricktaker.games import AnyGame, Bot, decider_of, get_game
from tricktaker.web.limits import Limits
from tricktaker.web.present import event_message, spectators_event, table_words, view_words
from tricktaker.web.spectate import common
from tricktaker.web.store import Archived, SeatRow, Store, TableRow, token_hash
from tricktaker.web.wire import Refused

__all__ = ["Client", "Room", "Seat"]


class Client(Protocol):
    """What a room needs of a connection."""

    name: str | None
    lang: str

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message`` (a dict of JSON values) for the client, never waiting."""
        ...

    def send_error(self, code: str, **params: Any) -> None:
        """Queue the error ``code``, in the client's language."""
        ...


@attrs.define
class Seat:
    """A seat for a person: the name, the token that reserves it (its hash: a room resumed
    from the database knows only that), the connection on it."""

    name: str | None = None
    token: str | None = None
    token_hash: str | None = None
    client: Client | None = None


def _data(value: object) -> Any:
    return tricktaker.to_data(value)


class Room:
    """One table, from its creation until the lobby drops it."""

    def __init__(
        self,
        *,
        room_id: str,
        game: AnyGame,
        rules: Any,
        humans: int,
        bot: str,
        clock: float | None,
        private: bool,
        limits: Limits,
        executor: Executor,
        store: Store,
        owner: str = "local",
        resume: TableRow | None = None,
    ) -> None:
        self.id = room_id
        self.game = game
        self.rules = rules
        self.players: int = rules.players
        self.humans = humans
        self.bot_name = bot
        self.clock = clock
        self.private = private
        self.limits = limits
        self.executor = executor
        self.store = store
        self.owner = owner  # the node whose lease on the table lets it store moves
        self.on_lost: Callable[[Room], object] | None = None  # another node took the table
        self.lock = asyncio.Lock()
        self.seats = [Seat() for _ in range(humans)]
        self.spectators: list[Client] = []
        self.rematch: set[int] = set()
        self.game_number = 0
        self.idle_since = time.monotonic()
        self.closed = False
        self.stopped = False  # the game reached max_game_actions
        self.archived: str | None = None  # the archive's id of the game, once it is over
        self._timer: asyncio.Task[None] | None = None
        self._listeners: dict[int | None, Callable[[Event], object]] = {}
        if resume is None:
            self._new_game()
            row = TableRow(
                id=self.id,
                game=game.name,
                rules=tricktaker.to_json(rules),
                humans=humans,
                bot=bot,
                clock=clock,
                private=private,
                game_number=self.game_number,
                seed=self.table.record().seed,
            )
            store.add_table(row, owner, self.listing_json())
        else:
            for stored in resume.seats:
                if stored.seat < humans:
                    self.seats[stored.seat] = Seat(stored.name, None, stored.token_hash)
            actions = tuple(tricktaker.from_json(text) for text in resume.moves)
            record = GameRecord(game=game.name, rules=rules, seed=resume.seed, actions=actions)
            self._new_game(Table.from_record(record), resume.game_number)
            self.stopped = len(actions) >= limits.max_game_actions and not self.over
            if self.table.state.is_over and not resume.over:
                # Killed between storing the game's last move and archiving its record.
                self._archive()

    @classmethod
    def resume(
        cls, row: TableRow, *, limits: Limits, executor: Executor, store: Store, owner: str
    ) -> Room:
        """The room of a stored table, at the move where it was; the person to act gets a
        fresh clock once the room is scheduled (:meth:`start`).

        Raises:
            TricktakerError: the stored table is not a game of this release (an unknown
                game, rules or an action it does not read, a move its rules refuse).
        """
        game = get_game(row.game)
        return cls(
            room_id=row.id,
            game=game,
            rules=tricktaker.from_json(row.rules, game.rules),
            humans=row.humans,
            bot=row.bot,
            clock=row.clock,
            private=row.private,
            limits=limits,
            executor=executor,
            store=store,
            owner=owner,
            resume=row,
        )

    def start(self) -> None:
        """Start what the table waits for (a bot's move, a person's clock): for a resumed
        room, in the running event loop."""
        self._schedule()

    # -- the game ---------------------------------------------------------------------------

    def _new_game(self, table: Table[Any] | None = None, number: int | None = None) -> None:
        """Deal a new game (the first, or a rematch) with a fresh seed; or take up ``table``,
        a stored game replayed."""
        self.table: Table[Any] = (
            Table.start(self.game, self.rules, seed=None) if table is None else table
        )
        self.game_number = self.game_number + 1 if number is None else number
        self.stopped = False
        self.archived = None
        self.rematch.clear()
        self.bot_seconds = 0.0
        self.bots: dict[int, Bot] = {
            seat: self._bot(self.bot_name) for seat in range(self.humans, self.players)
        }
        self.stand_in: Bot = self._bot(self.bot_name)  # moves for a person out of time
        self._listeners = {}
        for seat, place in enumerate(self.seats):
            if place.client is not None:
                self._listen(seat, place.client)
        if self.spectators:
            self._listen_spectators()

    def _bot(self, name: str) -> Bot:
        factory = self.game.bots.get(name)
        return RandomBot(None) if factory is None else factory(None)

    @property
    def over(self) -> bool:
        """Whether the game is over (or was stopped for its length)."""
        return bool(self.table.state.is_over) or self.stopped

    def view_message(self, seat: int | None, language: str = "en") -> dict[str, Any]:
        """The view of ``seat``, or a spectator's (None), with the game's words for it in
        ``language``."""
        if seat is not None:
            view = self.table.view(seat)
            words = view_words(self.game, view, language)
            return {"type": "view", "view": _data(view), "words": words}
        views = [self.table.view(other) for other in range(self.players)]
        shown = {**common([_data(view) for view in views]), "legal_actions": []}
        words = view_words(self.game, views[0], language, spectator=True)
        return {"type": "view", "view": shown, "words": words}

    def names(self) -> list[str | None]:
        """The players' names by seat (None for a bot or a free seat), for the narration."""
        return [place.name for place in self.seats] + [None] * (self.players - len(self.seats))

    def _told(self, event: Event, seat: int | None, language: str) -> dict[str, Any]:
        """The ``event`` message of ``event`` for ``seat`` (None: a spectator), in
        ``language``: the seat's form of it and its line of the log."""
        if seat is not None:
            form = event.for_seat(seat)
            return event_message(
                self.game, self.rules, form, seat=seat, names=self.names(), language=language
            )
        shown, data = spectators_event(self.game, event, self.players)
        if shown is None:  # no event of the game: told by its type
            return {"type": "event", "event": data, "text": None}
        return event_message(
            self.game, self.rules, shown, seat=None, names=self.names(), language=language,
            data=data,
        )  # fmt: skip

    def _log(self, seat: int | None, language: str) -> dict[str, Any]:
        """Every event of the game so far, told to ``seat`` in ``language``: the page's log
        and score sheet, whole, for a seat that joins or comes back (in another language)."""
        told = [self._told(event, seat, language) for event in self.table.events]
        return {
            "type": "log",
            "events": [{key: value for key, value in t.items() if key != "type"} for t in told],
        }

    def _listen(self, seat: int, client: Client) -> None:
        def send(event: Event) -> None:
            client.send(self._told(event, seat, client.lang))

        self._listeners[seat] = self.table.subscribe(send, seat=seat)

    def _listen_spectators(self) -> None:
        def send(event: Event) -> None:
            for spectator in self.spectators:
                spectator.send(self._told(event, None, spectator.lang))

        self._listeners[None] = self.table.subscribe(send)

    def _unlisten(self, key: int | None) -> None:
        listener = self._listeners.pop(key, None)
        if listener is not None:
            self.table.unsubscribe(listener)

    def _send_views(self) -> None:
        for seat, place in enumerate(self.seats):
            if place.client is not None:
                place.client.send(self.view_message(seat, place.client.lang))
        messages: dict[str, dict[str, Any]] = {}  # a spectators' view, by language
        for spectator in self.spectators:
            if spectator.lang not in messages:
                messages[spectator.lang] = self.view_message(None, spectator.lang)
            spectator.send(messages[spectator.lang])

    # -- seats ------------------------------------------------------------------------------

    def seat_info(self) -> list[dict[str, Any]]:
        """Who sits where, for ``joined``, ``seats`` and ``tables``."""
        info: list[dict[str, Any]] = []
        for seat in range(self.players):
            if seat < self.humans:
                place = self.seats[seat]
                info.append(
                    {
                        "seat": seat,
                        "kind": "human",
                        "name": place.name,
                        "bot": None,
                        "connected": place.client is not None,
                    }
                )
            else:
                bot = {"seat": seat, "kind": "bot", "name": None, "bot": self.bot_name}
                info.append({**bot, "connected": True})
        return info

    def free_seats(self) -> list[int]:
        """The seats for people that nobody has taken."""
        return [seat for seat, place in enumerate(self.seats) if place.token_hash is None]

    def summary(self) -> dict[str, Any]:
        """The table as ``tables`` lists it."""
        return {
            "table": self.id,
            "game": self.game.name,
            "title": self.game.title,
            "rules": _data(self.rules),
            "seats": self.seat_info(),
            "free": len(self.free_seats()),
            "over": self.over,
            "clock": self.clock,
        }

    def listing_json(self) -> str:
        """:meth:`summary` as the database keeps it for the lobby of every process."""
        return json.dumps(self.summary(), ensure_ascii=False)

    def _broadcast(self, message: dict[str, Any]) -> None:
        for place in self.seats:
            if place.client is not None:
                place.client.send(message)
        for spectator in self.spectators:
            spectator.send(message)

    def _broadcast_error(self, code: str, **params: Any) -> None:
        """The error ``code`` to everyone at the table, each in their language."""
        for place in self.seats:
            if place.client is not None:
                place.client.send_error(code, **params)
        for spectator in self.spectators:
            spectator.send_error(code, **params)

    def _send_seats(self) -> None:
        if not self.closed:
            self.store.set_listing(self.id, self.listing_json())
        seats = {"type": "seats", "seats": self.seat_info(), "rematch": sorted(self.rematch)}
        self._broadcast(seats)

    def _joined(self, seat: int | None, language: str) -> dict[str, Any]:
        token = None if seat is None else self.seats[seat].token
        return {
            "type": "joined",
            "table": self.id,
            "game": self.game.name,
            "title": self.game.title,
            "seat": seat,
            "token": token,
            "seats": self.seat_info(),
            "clock": self.clock,
            "words": table_words(self.game, self.rules, language),
        }

    async def join(
        self,
        client: Client,
        *,
        seat: int | None = None,
        token: str | None = None,
        spectate: bool = False,
    ) -> int | None:
        """Seat ``client`` (by ``token``, at ``seat``, at any free seat) or let it watch;
        the seat, None for a spectator.

        Raises:
            Refused: a wrong token, a seat that is not free, no free seat.
        """
        async with self.lock:
            if self.closed:
                raise Refused("no_table", table=self.id)
            if spectate:
                self.spectators.append(client)
                if None not in self._listeners:
                    self._listen_spectators()
                client.send(self._joined(None, client.lang))
                client.send(self._log(None, client.lang))
                client.send(self.view_message(None, client.lang))
                return None
            if token is not None:
                found = self._seat_of(token)
                if found is None:
                    raise Refused("bad_token")
                seat = found
                self._replace(seat)
            else:
                free = self.free_seats()
                if seat is None:
                    if not free:
                        raise Refused("no_free_seat")
                    seat = free[0]
                elif seat not in free:
                    raise Refused("seat_taken", seat=seat, free=free)
                self.seats[seat].token = secrets.token_urlsafe(18)
            place = self.seats[seat]
            if token is not None:
                place.token = token  # known again (a resumed room has only its hash)
            place.token_hash = token_hash(str(place.token))
            name = client.name or place.name
            if token is None or name != place.name:
                row = SeatRow(seat, name, place.token_hash)
                self.store.set_seat(self.id, row, self.listing_json())  # before `joined`
            place.client = client
            place.name = name
            self._listen(seat, client)
            client.send(self._joined(seat, client.lang))
            client.send(self._log(seat, client.lang))
            client.send(self.view_message(seat, client.lang))
            self._send_seats()
            self._schedule()
            return seat

    def _seat_of(self, token: str) -> int | None:
        given = token_hash(token).encode()
        for seat, place in enumerate(self.seats):
            known = place.token_hash
            if known is not None and secrets.compare_digest(known.encode(), given):
                return seat
        return None

    def _replace(self, seat: int) -> None:
        """Take the seat from the connection on it (a player coming back on a new one)."""
        old = self.seats[seat].client
        if old is not None:
            self._unlisten(seat)
            self.seats[seat].client = None
            old.send_error("replaced")
            detach = getattr(old, "detached", None)
            if callable(detach):
                detach(self)

    async def leave(self, client: Client) -> None:
        """``client`` is gone or left: its seat stays reserved for its token."""
        async with self.lock:
            for seat, place in enumerate(self.seats):
                if place.client is client:
                    self._unlisten(seat)
                    place.client = None
                    self.rematch.discard(seat)
                    self._send_seats()
            if client in self.spectators:
                self.spectators.remove(client)
                if not self.spectators:
                    self._unlisten(None)
            if not self.has_people():
                self.idle_since = time.monotonic()

    def has_people(self) -> bool:
        """Whether any person is connected, seated or watching."""
        return bool(self.spectators) or any(place.client is not None for place in self.seats)

    # -- moves ------------------------------------------------------------------------------

    async def act(self, seat: int, action: object) -> None:
        """``seat`` makes the move ``action`` (its JSON data).

        Raises:
            Refused: not an action of the game, an illegal one (the game's code), or a game
                already stopped.
        """
        async with self.lock:
            if self.stopped:
                raise Refused("game_too_long", limit=self.limits.max_game_actions)
            try:
                parsed = tricktaker.from_data(action, self.game.action_types)
            except TricktakerError:
                raise Refused("malformed_action", title=self.game.title) from None
            try:
                Table(self.table.state).act(seat, parsed)  # a scratch table: nothing changes
            except IllegalActionError as error:
                raise Refused(error.code, detail=str(error)) from None
            self._move(seat, parsed)

    def _move(self, seat: int, action: Any) -> None:
        """Store ``action`` (a legal one), then make it: the clients are told after."""
        number = len(self.table.history)
        action_json = tricktaker.to_json(action)
        if not self.store.add_move(self.id, self.game_number, number, action_json, self.owner):
            # Another node holds the lease now (this one was thought dead): it has the table.
            self._cancel_timer()
            if self.on_lost is not None:
                self.on_lost(self)
            return
        self.table.act(seat, action)
        if self.table.state.is_over:
            self._archive()
        self._after_move()

    def _archive(self) -> None:
        """Keep the finished game's record, and tell the table its link."""
        game = Archived(
            id=secrets.token_urlsafe(9),
            table_id=self.id,
            game=self.game.name,
            names=tuple(self.names()),
            record=tricktaker.to_json(self.table.record()),
            finished=time.time(),
        )
        self.store.finish(self.id, game)
        self.archived = game.id
        self._broadcast({"type": "archived", "game": game.id, "link": f"/games/{game.id}"})

    def _after_move(self) -> None:
        if len(self.table.history) >= self.limits.max_game_actions and not self.over:
            self.stopped = True
            self._broadcast_error("game_too_long", limit=self.limits.max_game_actions)
        self._send_views()
        self._schedule()

    async def ask_rematch(self, seat: int) -> None:
        """``seat`` asks for another game; it starts once every connected person has."""
        async with self.lock:
            if not self.over:
                raise Refused("not_over")
            self.rematch.add(seat)
            waiting = [s for s, place in enumerate(self.seats) if place.client is not None]
            if set(waiting) <= self.rematch:
                self._cancel_timer()
                for key in list(self._listeners):
                    self._unlisten(key)
                self._new_game()
                self.store.new_game(self.id, self.game_number, self.table.record().seed)
                self._broadcast({"type": "started", "game_number": self.game_number})
                self._send_views()
                self._schedule()
            self._send_seats()

    # -- bots and the clock -----------------------------------------------------------------

    def _schedule(self) -> None:
        """Start what the next decision needs: a bot's move, or a person's clock."""
        self._cancel_timer()
        seat = decider_of(self.table.state)
        if seat is None or self.over or self.closed:
            return
        moves = len(self.table.history)
        if seat in self.bots:
            self._timer = asyncio.create_task(self._bot_move(seat, moves, self.limits.bot_delay))
        elif self.clock is not None:
            self._broadcast({"type": "clock", "seat": seat, "seconds": self.clock})
            self._timer = asyncio.create_task(self._bot_move(seat, moves, self.clock))

    def _cancel_timer(self) -> None:
        timer, self._timer = self._timer, None
        if timer is not None and timer is not asyncio.current_task():
            timer.cancel()

    async def _bot_move(self, seat: int, moves: int, delay: float) -> None:
        """After ``delay`` seconds, a bot moves for ``seat`` if nothing moved meanwhile."""
        await asyncio.sleep(delay)
        async with self.lock:
            if self.closed or len(self.table.history) != moves or self.over:
                return
            bot = self.bots.get(seat, self.stand_in)
            view = self.table.view(seat)
            started = time.perf_counter()
            loop = asyncio.get_running_loop()
            action = await loop.run_in_executor(self.executor, bot.choose, view)
            self.bot_seconds += time.perf_counter() - started
            if self.bot_seconds > self.limits.bot_seconds_per_table:
                # Out of thinking time for this game: the bots play at random from now on.
                self.bots = {other: RandomBot(None) for other in self.bots}
                self.stand_in = RandomBot(None)
            self._timer = None
            self._move(seat, action)

    def close(self, *, forget: bool = True, tell: bool = True) -> None:
        """Stop the table: no more moves, timers cancelled, everyone told (``tell``);
        ``forget``: and drop it from the database (a server that stops keeps its tables for
        the next; a table another node took over is that node's)."""
        if forget and not self.closed:
            self.store.drop_table(self.id)
        self.closed = True
        self._cancel_timer()
        if tell:
            self._broadcast_error("table_closed")
