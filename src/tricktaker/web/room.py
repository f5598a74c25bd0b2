"""One table of ``tricktaker serve``: its game, its seats, its bots, its clock and rematches.

Seats ``0 .. humans - 1`` are for people, the others for bots. A person's seat is reserved by
an unguessable token, given when the seat is taken; whoever shows the token later (after a
lost connection, a reload) gets the seat back, and nobody gets it without. One
``asyncio.Lock`` serializes everything that reads or changes the table.

Nothing of the game leaves a room but each seat's view, each seat's form of each event, and
for spectators what every seat is shown (:mod:`tricktaker.web.spectate`). The seed, the
state and the record stay here: games are dealt with ``seed=None``, a fresh seed nobody
can guess.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any, Protocol

import attrs

import tricktaker
from tricktaker import Table, TricktakerError
from tricktaker.bots import RandomBot
from tricktaker.errors import IllegalActionError
from tricktaker.events import Event
from tricktaker.games import AnyGame, Bot, decider_of
from tricktaker.web.limits import Limits
from tricktaker.web.present import event_message, spectators_event, table_words, view_words
from tricktaker.web.spectate import common
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
    """A seat for a person: the name, the token that reserves it, the connection on it."""

    name: str | None = None
    token: str | None = None
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
        self.lock = asyncio.Lock()
        self.seats = [Seat() for _ in range(humans)]
        self.spectators: list[Client] = []
        self.rematch: set[int] = set()
        self.game_number = 0
        self.idle_since = time.monotonic()
        self.closed = False
        self.stopped = False  # the game reached max_game_actions
        self._timer: asyncio.Task[None] | None = None
        self._listeners: dict[int | None, Callable[[Event], object]] = {}
        self._new_game()

    # -- the game ---------------------------------------------------------------------------

    def _new_game(self) -> None:
        """Deal a new game (the first, or a rematch) with a fresh seed."""
        self.table: Table[Any] = Table.start(self.game, self.rules, seed=None)
        self.game_number += 1
        self.stopped = False
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
        return [seat for seat, place in enumerate(self.seats) if place.token is None]

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
            place.client = client
            place.name = client.name or place.name
            self._listen(seat, client)
            client.send(self._joined(seat, client.lang))
            client.send(self._log(seat, client.lang))
            client.send(self.view_message(seat, client.lang))
            self._send_seats()
            self._schedule()
            return seat

    def _seat_of(self, token: str) -> int | None:
        given = token.encode()
        for seat, place in enumerate(self.seats):
            if place.token is not None and secrets.compare_digest(place.token.encode(), given):
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
                self.table.act(seat, parsed)
            except IllegalActionError as error:
                raise Refused(error.code, detail=str(error)) from None
            self._after_move()

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
            self.table.act(seat, action)
            self._timer = None
            self._after_move()

    def close(self) -> None:
        """Stop the table: no more moves, timers cancelled, everyone told."""
        self.closed = True
        self._cancel_timer()
        self._broadcast_error("table_closed")
