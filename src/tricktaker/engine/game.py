"""The trick-game engine: :class:`TrickGame`, a plain trick game whose named hooks a game
overrides where it differs, as a python-chess variant overrides its board's.

The defaults make a plain trick game: the deck is shuffled from the seed and dealt clockwise
from the dealer's left, the dealer's left leads, a player must follow the led suit if able,
the highest card of the led suit or of trump wins, the winner leads the next trick, a trick
is a point, the deal ends when the hands are empty, and the game when its last deal is
scored, the highest total winning. A game is its ``Rules``, its ``State`` and ``View`` (their
fields declared once: :mod:`tricktaker.engine.states`), its events, the phases it plays
before the tricks (:mod:`tricktaker.engine.phases`: bidding, choosing trump, passing, an
auction ...) and the hooks it overrides. The engine does the rest once: the lean
representation, the trick and its end, legality with the reason for each refusal, the legal
actions, ``apply``, views, the deal loop, and the states read from JSON
(:mod:`tricktaker.engine.rebuild`).

Hooks take a *position*, a state or a view, whose public fields they may read
(``position.trump``, ``position.rules``) and whose ``_public`` part is what every seat knows;
where the hot path calls them, a seat's hand is given as a card mask.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from tricktaker.actions import Play
from tricktaker.cards import CARD_COUNT, STANDARD_DECK, Card, Suit, shuffled
from tricktaker.deals import deal_masks
from tricktaker.engine.claims import claims_on
from tricktaker.engine.parts import PartType, Seam, make_part
from tricktaker.engine.states import TrickState, TrickView
from tricktaker.errors import IllegalActionError, shown_value
from tricktaker.events import CardPlayed, Event, GameOver, card_played_table
from tricktaker.masks import BITS, SUIT_MASKS, cards_of, mask_of, plays_of
from tricktaker.plugin import builder
from tricktaker.tricks import trump_winner, unplayable_message

__all__ = ["Dealt", "TrickGame", "malformed_action"]

Result = tuple[Any, tuple[Event, ...]]

_ENGINE_PUBLIC = (
    "game", "rules", "phase", "rule", "dealt_size", "leader", "played", "last_trick", "orders",
    "trick_seats", "named",
)  # fmt: skip
"""The fields of every public part beyond a game's own: ``game``, the :class:`TrickGame`
(which a state's steps read from the part they hold: a slot is quicker to reach than a class
attribute); ``dealt_size``, the cards dealt to a
seat this deal (:meth:`TrickGame.hand_size`); ``rule``, the phase's
:class:`~tricktaker.engine.phases.PhaseRule` (None in the play), ``orders``, the seats that play
a trick by its leader (:meth:`TrickGame.seat_orders`), ``trick_seats``, those of the trick
in progress, and ``named``, the suit named with a card of the trick in progress
(:meth:`TrickGame.named_suits`), None if none was."""


_NAMED = tuple(
    tuple(Play(Card.from_index(index), suit=suit) for suit in Suit) for index in range(CARD_COUNT)
)  # _NAMED[index][suit]: the play of each card naming each suit, shared values

_ORDERS = tuple(
    tuple(tuple([(leader + i) % players for i in range(players)]) for leader in range(players))
    for players in range(9)
)  # the seats of a trick of every seat, by players and leader: shared tuples


_SEATS = tuple(tuple(range(players)) for players in range(9))  # every seat, by players


class Dealt:
    """One deal as the engine keeps it: the hands by seat (card masks), the cards dealt to
    no one (the stock, a turned card, a kitty), in the order the game deals them, and the
    card turned face up for trump, if any (one of the rest, or the last card of a hand)."""

    __slots__ = ("hands", "rest", "turned")

    def __init__(
        self, hands: tuple[int, ...], rest: tuple[Card, ...], turned: Card | None = None
    ) -> None:
        self.hands = hands
        self.rest = rest
        self.turned = turned


class TrickGame:
    """A trick game's rules as hooks over the engine's steps.

    A game subclasses it and sets the class attributes below; it overrides the hooks (each
    marked so) where it differs from a plain trick game, and builds one instance, which binds
    itself to the game's ``State`` and ``View`` classes.

    Attributes:
        name: the game's registry name (``"whist"``), also its JSON namespace.
        title: the game's name in messages (``"Whist"``).
        state_class: the game's ``State``, a :class:`~tricktaker.engine.TrickState`.
        view_class: the game's ``View``, a :class:`~tricktaker.engine.TrickView`.
        phase: the game's phase enum, with members ``PLAY`` and ``OVER`` and one for each of
            its :attr:`phases`.
        phases: the phases before the tricks, in order, as
            :class:`~tricktaker.engine.phases.PhaseRule` values; a deal begins in the first
            that :meth:`~tricktaker.engine.PhaseRule.begin` enters.
        deck: the cards of one deal.
        most_players: the most players of any game.
        number_field: the public field that counts the deals (``"round"``, ``"hand_number"``).
        number_word: what a deal is called in messages (``"round"``, ``"hand"``).
        deal_started: the event of a deal, built by :meth:`deal_events` by default with the
            fields ``{number_field}``, ``dealer`` and ``hands``.
        trick_won: the event of a trick's end, with the fields ``winner``, ``leader`` and
            ``cards`` (and any a game's :meth:`take_trick` gives it).
        deal_scored: the event of a deal's score, built with the fields
            :meth:`scored_fields` gives.
        lead_refusal: why a lead that :meth:`playable` refuses is refused, and the code.
        deal_fields: the public fields :meth:`begin_deal` sets, which no decision of the deal
            changes (a state read from JSON is checked against them first).
        per_seat: the game's own public fields that hold an entry a seat (beside the
            engine's: ``hands``, ``scores``, ``bids`` ...): a position read from JSON is
            refused, naming the field, unless each has one a seat.
        hidden_fields: the game's own fields of the hidden part, beside the seed, the
            cards dealt and ``seen``: what a phase moves unseen between seats (the cards
            passed), None until a step sets them. The engine's ``seen``, None until a step
            sets it, is by seat what :meth:`seen` would answer, kept once no later step of
            the deal changes it (a view then reads it, not asking :meth:`seen`).
        naming: the cards (a mask) whose play may name a suit (:meth:`named_suits`): none
            by default.
        leads_name: whether a card of :attr:`naming` names a suit only when it leads a
            trick: played to a trick in progress it is a plain play, and :meth:`named_suits`
            is asked of leads only. False by default: it is asked of every play.
        draws: whether seats receive cards while a deal is played (drawn from its rest, by
            an :attr:`after_trick` that replaces the hidden part): a position then does not
            show what a seat held at an earlier trick, so a state read from JSON replays its
            finished tricks' cards as played, and checks the trick in progress.
        kept: public fields a game keeps beside those its ``State`` and ``View`` declare,
            each derived from them (counts kept for speed, where an auction stands, the
            cards of a hand shown to all): a position read from JSON sets them
            (:meth:`public_from`, or the game's :meth:`build_state` and :meth:`build_view`).
        take_trick: Hook, a method ``take_trick(public, winner, cards)`` where a game has
            one: record on ``public`` (a copy of the trick's public part, for the next) that
            ``winner`` took ``cards``, and return the event that says so. None: a trick more
            in ``tricks_taken``, and the game's ``trick_won`` of the winner, the leader and
            the cards.
        after_trick: Hook, a method ``after_trick(state, events)`` where a game has one: the
            state and events once a trick is taken (``state``, its winner to lead, and
            ``events``, the card played and the trick won). ``state``'s public part is the
            copy made for the next trick, which no other state refers to yet: the hook may
            still set its fields. None: the deal scored once
            every hand is empty (:meth:`end_deal`), else the state as it is.
        after_lead: Hook, a method ``after_lead(state, events)`` where a game has one: the
            state and events once a trick's first card is played (``state``, the next seat
            to play, and ``events``, the card played), as when the opening lead lays a
            hand face up. None: the state as it is.
        last_leads: whether a finished game's ``leader`` is its last trick's leader (True),
            or its winner, who would lead the next.
        claiming: the game's claims of the remaining tricks
            (:class:`~tricktaker.engine.claims.Claims`), offered in the play when a rule
            set's ``claims`` is True; None (by default): the game has none.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    state_class: ClassVar[type[TrickState[Any, Any, Any, Any]]]
    view_class: ClassVar[type[TrickView[Any, Any, Any]]]
    phase: ClassVar[type[enum.Enum]]
    phases: ClassVar[tuple[Any, ...]] = ()
    deck: ClassVar[tuple[Card, ...]] = STANDARD_DECK
    most_players: ClassVar[int] = 7
    number_field: ClassVar[str] = "round"
    number_word: ClassVar[str] = "round"
    deal_started: ClassVar[type]
    trick_won: ClassVar[type]
    deal_scored: ClassVar[type]
    lead_refusal: ClassVar[tuple[str, str]] = ("may not lead it", "illegal")
    take_trick: Callable[[Any, int, tuple[Card, ...]], Event] | None = None
    after_trick: Callable[[Any, tuple[Event, ...]], Result] | None = None
    after_lead: Callable[[Any, tuple[Event, ...]], Result] | None = None
    last_leads: ClassVar[bool] = True
    deal_fields: ClassVar[tuple[str, ...]] = ("dealer",)
    hidden_fields: ClassVar[tuple[str, ...]] = ()
    per_seat: ClassVar[tuple[str, ...]] = ()
    naming: ClassVar[int] = 0
    leads_name: ClassVar[bool] = False
    draws: ClassVar[bool] = False
    kept: ClassVar[tuple[str, ...]] = ()
    claiming: ClassVar[Any] = None

    # -- the deal -------------------------------------------------------------------------------

    def dealer(self, rules: Any, number: int) -> int:
        """Hook: the seat that deals deal ``number``: ``rules.first_dealer`` deals the first,
        and the deal moves clockwise."""
        return (rules.first_dealer + number - 1) % rules.players  # type: ignore[no-any-return]

    def first_number(self, rules: Any) -> int:
        """Hook: the number of the game's first deal: 1, unless the rules start the game
        at a later one (a board played under the number it had at its table)."""
        return 1

    def hand_size(self, rules: Any, number: int) -> int:
        """Hook: the cards each player gets in deal ``number``: the whole deck shared out."""
        return len(self.deck) // rules.players  # type: ignore[no-any-return]

    def deal(self, rules: Any, seed: int, number: int, dealer: int) -> Dealt:
        """Hook: deal ``number``'s cards, from the deck shuffled by ``(seed, number)``: the
        dealer's left receives the first :meth:`hand_size` cards and so on clockwise, each
        seat dealt in (:meth:`~tricktaker.engine.TrickGame.dealt_in`); the cards left over
        are the deal's ``rest``."""
        deck = shuffled(self.deck, f"{self.name}:{seed}:{number}")
        size, players = self.hand_size(rules, number), rules.players
        seats = self.dealt_in(rules, dealer)
        if len(seats) == players:
            hands = deal_masks(deck, players, size, dealer + 1)
        else:  # clockwise from the dealer's left, the seats dealt in only
            order = [seat for seat in range(dealer + 1, dealer + 1 + players) if seat % players
                     in seats]  # fmt: skip
            chunks = deal_masks(deck, len(seats), size, 0)
            masks = [0] * players
            for chunk, seat in zip(chunks, order, strict=True):
                masks[seat % players] = chunk
            hands = tuple(masks)
        rest = len(seats) * size
        return Dealt(hands, tuple(deck[rest : rest + self.rest_size(rules, number)]))

    def dealt_in(self, rules: Any, dealer: int) -> tuple[int, ...]:
        """Hook: the seats dealt cards in a deal ``dealer`` deals: every seat. A seat dealt
        none sits the deal out: it holds no card, plays in no trick (its order empty:
        :meth:`~tricktaker.engine.TrickGame.seat_orders`) and is never to act."""
        return _SEATS[rules.players]

    def rest_size(self, rules: Any, number: int) -> int:
        """Hook: how many of the cards left after the hands the deal keeps, in order (a
        stock, a turned card): every one."""
        seats: int = rules.players
        if self.sits_out:
            seats = len(self.dealt_in(rules, self.dealer(rules, number)))
        return len(self.deck) - seats * self.hand_size(rules, number)

    def begin_deal(self, public: Any, dealer: int, dealt: Dealt) -> None:
        """Hook: set the game's own public fields on ``public`` as a deal begins (its
        dealer, turned card, trump ...), besides those its phases begin (bids); the rules,
        the deal's number and the scores are set."""
        public.dealer = dealer

    def first_leader(self, rules: Any, dealer: int, dealt: Dealt) -> int:
        """Hook: the seat that leads the deal's first trick: the dealer's left."""
        return (dealer + 1) % rules.players  # type: ignore[no-any-return]

    def deal_events(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        """Hook: the events of dealing the deal ``state`` begins, its ``hands`` given."""
        number = getattr(state, self.number_field)
        fields = {self.number_field: number, "dealer": state.dealer, "hands": hands}
        return (self.deal_started(**fields),)

    # -- the play ---------------------------------------------------------------------------------

    def playable(self, position: Any, hand: int) -> int:
        """Hook: the cards of ``hand`` (a mask) that may be played now, as a mask: the
        rule of following. A player holding a card of the led suit must play one; a leader,
        or a player without one, any card."""
        trick = position.trick
        if trick:
            following: int = hand & SUIT_MASKS[trick[0].suit]
            if following:
                return following
        return hand

    def named_suits(self, position: Any, card: Card) -> tuple[Suit, ...]:
        """Hook: the suits one of which a player names in playing ``card`` now (a card led
        as a suit of its player's choosing), in order; none by default. Asked only of the
        cards of :attr:`naming`."""
        return ()

    def naming_refusal(
        self, position: Any, card: Card, suits: tuple[Suit, ...], named: object
    ) -> IllegalActionError:
        """Hook: the refusal of ``card`` played naming ``named`` (None: no suit), when it
        names one of ``suits`` now (none: it names no suit now)."""
        shown = "" if named is None else f" as {named}"
        if not suits:
            return IllegalActionError(
                f"cannot play {card}{shown}: it names no suit now", code="unexpected_suit"
            )
        return IllegalActionError(
            f"cannot play {card}{shown}: it names {' or '.join(map(str, suits))}", code="illegal"
        )

    def plays(self, position: Any, mask: int) -> tuple[Play, ...]:
        """The plays of the cards of ``mask`` (those :meth:`playable` allows), in canonical
        order: a card whose play names a suit once for each it may name."""
        naming = mask & self.naming
        if not naming or (self.leads_name and position.trick):
            return plays_of(mask)
        rest = mask ^ naming
        if rest < naming & -naming:  # the naming cards last in canonical order: appended
            found = list(plays_of(rest))
            for play in plays_of(naming):
                suits = self.named_suits(position, play.card)
                found += [_NAMED[play.card.index][suit] for suit in suits] if suits else [play]
            return tuple(found)
        found = []
        for play in plays_of(mask):
            card = play.card
            suits = self.named_suits(position, card) if BITS[card.index] & self.naming else ()
            found += [_NAMED[card.index][suit] for suit in suits] if suits else [play]
        return tuple(found)

    def led_suit(self, position: Any) -> Suit | None:
        """Hook: the suit to follow in the trick in progress, for a refusal's reason: the
        :meth:`~tricktaker.engine.TrickGame.follow_suit` of the card led (None: trump, where
        the trumps are one suit)."""
        trick = position.trick
        return self.follow_suit(position, trick[0]) if trick else None

    def follow_suit(self, position: Any, card: Card) -> Suit | None:
        """Hook: the suit ``card`` belongs to for following suit (a card that another
        suit's rank makes a trump belongs to trump): its own by default. What a seat shows
        it lacks, when it does not follow, is read with it."""
        return card.suit

    def refusal_reason(self, position: Any, hand: int, card: Card) -> tuple[str, str]:
        """Hook: why :meth:`playable` refuses ``card``: its reason and code."""
        if not position.trick:
            return self.lead_refusal
        led = self.led_suit(position)
        return f"must follow {'trump' if led is None else led}", "must_follow_suit"

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        """Hook: the index, in play order, of the card of ``cards`` that wins: the highest
        trump, else the highest card of the led suit."""
        return trump_winner(cards, position._public.trump)

    # -- the score --------------------------------------------------------------------------------

    def deal_points(self, state: Any) -> tuple[int, ...]:
        """Hook: each seat's points for the deal ``state`` has just finished (its public
        fields as the last trick left them): a point a trick."""
        return tuple(state.tricks_taken)

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        """Hook: the fields of the ``deal_scored`` event."""
        return {
            self.number_field: getattr(state, self.number_field),
            "points": points,
            "scores": scores,
        }

    def score_bounds(self, rules: Any) -> tuple[float, float]:
        """Hook: the least and the most total a seat may have (for the encoding): the
        game's deals each giving a seat up to a point a card of its hand."""
        most = self.deals(rules) * (len(self.deck) // rules.players)
        return 0.0, float(most)

    def deals(self, rules: Any) -> int:
        """Hook: how many deals the game has (for :meth:`game_result`'s default), numbered
        from :meth:`~tricktaker.engine.TrickGame.first_number`."""
        return rules.rounds  # type: ignore[no-any-return]

    def game_result(
        self, state: Any, scores: tuple[int, ...]
    ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """Hook: the final scores and the winning seats if the game ends with the deal
        ``state`` ends, the totals being ``scores``; None if another deal follows. By
        default the game ends after :meth:`deals` deals, the highest totals winning."""
        rules = state.rules
        if getattr(state, self.number_field) != self.first_number(rules) + self.deals(rules) - 1:
            return None
        best = max(scores)
        return scores, tuple(seat for seat, total in enumerate(scores) if total == best)

    # -- built once -----------------------------------------------------------------------------

    def __init__(self) -> None:
        self.play = self.phase["PLAY"]
        self.over = self.phase["OVER"]
        self.seam = Seam(self.state_class, self.view_class)
        self.asked: tuple[Any, int] = (None, 0)
        """The last state ``legal_actions`` asked :meth:`playable` of, and the answer, which
        its ``apply`` takes rather than asking again (one tuple, stored at once: a thread
        that meets another's sees a pair of the same state)."""
        names = [*_ENGINE_PUBLIC]
        for cls in (self.state_class, self.view_class):
            names += [name for name in cls._public_names if name not in names]
        names += [name for name in self.kept if name not in names]
        self.counts_tricks = "tricks_taken" in names
        """Whether the public part keeps ``tricks_taken`` (set to none as each deal begins)."""
        self.public: PartType = make_part(f"{self.name}.Public", names, type(self).__module__)
        self.hidden: PartType = make_part(
            f"{self.name}.Hidden", ("seed", "dealt", "rest", "seen", *self.hidden_fields)
        )
        self._blank = self.public.new(**dict.fromkeys(self.public.names))  # every field None
        self._blank.game = self
        self.card_played = card_played_table(self.most_players)
        """``card_played[seat][index]``: the one-event tuple of ``seat`` playing that card."""
        rules = (*self.phases, *([self.claiming] if self.claiming is not None else []))
        self._asked = {self.play: "play a card", **{r.phase: r.asked for r in rules}}
        self._action_types = tuple(cls for rule in rules for cls in rule.actions)
        names_of = [*sorted({cls.__name__ for cls in self._action_types}), "Play"]
        self._kinds = " or ".join(
            [", ".join(names_of[:-1]), names_of[-1]] if names_of[:-1] else ["a Play"]
        )
        self._trick_won: Any = builder(self.trick_won, positional=True)
        # What the steps of every decision read, kept on the instance under names no class
        # defines: CPython 3.11 specializes reading an instance's own value, but not reading
        # a class's value through an instance, nor one that shadows a method, and a call is
        # quick through a local, not through an attribute that holds a function.
        self.names_suit, self.leads_naming = self.naming, self.leads_name
        """:attr:`naming` and :attr:`leads_name`, read at every decision."""
        self.taking = self.take_trick
        self.after_tricks, self.after_leads = self.after_trick, self.after_lead
        """The hooks of a trick's end and a lead, bound once (or None)."""
        self._scored: Any = builder(self.deal_scored)
        for cls in (self.state_class, self.view_class):
            cls._game = self
        for rule in rules:
            rule.bind(self)
        self.seen_by = None if type(self).seen is TrickGame.seen else self.seen
        """:meth:`seen`, or None where a game keeps nothing a seat alone knows."""
        self.blind = type(self).unseen is not TrickGame.unseen
        """Whether a seat may play a while without looking at its cards (:meth:`unseen`)."""
        self.delegates = type(self).decider is not TrickGame.decider
        """Whether a seat may decide for another (:meth:`decider`)."""
        self.plain_views = self.seen_by is None and not self.blind
        """Whether a view is the public part, the seat's hand, the trick and ``to_act``."""
        self.sits_out = type(self).dealt_in is not TrickGame.dealt_in
        """Whether a seat may be dealt no card and sit a deal out
        (:meth:`~tricktaker.engine.TrickGame.dealt_in`)."""

    # -- legality -------------------------------------------------------------------------------

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        """The actions ``position.to_act``, holding the mask ``hand``, may take, in the
        canonical order."""
        public = position._public
        rule = public.rule
        if public.phase is self.play and rule is None:
            return self.plays(position, self.playable(position, hand))
        return () if rule is None else rule.legal(position, hand)

    def view_legal(self, view: Any) -> tuple[Any, ...]:
        """A view's legal actions: its seat's, when that seat decides now (for another seat,
        :meth:`decider`, from that seat's hand shown to all)."""
        to_act, seat = view.to_act, view.seat
        if to_act is None:
            return ()
        if not self.delegates:
            return self.legal(view, view._hand) if to_act == seat else ()
        if self.decider(view) != seat:
            return ()
        return self.legal(view, view._hand if to_act == seat else self.shown_hand(view, to_act))

    def shown_hand(self, position: Any, seat: int) -> int:
        """The cards of ``seat`` shown to all (:meth:`shown_cards`), as a mask: those a seat
        deciding for it plays from."""
        shown = self.shown_cards(position)
        return 0 if shown is None else shown[seat]

    def refusal(self, position: Any, hand: int, action: object) -> IllegalActionError | None:
        """Why ``position.to_act``, holding ``hand``, may not take ``action`` now, or None if
        it may: the one home of the game's legality, which ``refusal`` and ``is_legal`` ask
        and whose reason ``apply`` raises. Actions are matched by exact type."""
        public = position._public
        phase, seat = public.phase, position.to_act
        if phase is self.over or seat is None:
            return IllegalActionError(
                f"cannot {self.describe(action)}: the game is over", code="game_over"
            )
        if type(action) is Play:
            return self.play_refusal(position, hand, action)
        if type(action) in self._action_types:
            rule = public.rule
            claiming = self.claiming
            if rule is None and claiming is not None and type(action) in claiming.actions:
                return IllegalActionError(
                    f"cannot {action}: these rules offer no claims (Rules(claims=True) do)",
                    code="illegal",
                )
            if rule is None or type(action) not in rule.actions:
                return self.wrong_phase(position, hand, action)
            return rule.refusal(position, hand, action)  # type: ignore[no-any-return]
        article = "an" if self.title[0] in "AEIOU" else "a"
        return malformed_action(
            action,
            f"{article} {self.title} action is {self._kinds}; seat {seat} must "
            f"{self._asked[phase]}",
        )

    def play_refusal(self, position: Any, hand: int, action: Play) -> IllegalActionError | None:
        """Why ``position.to_act`` may not play ``action``, or None."""
        card = action.card
        if type(card) is not Card or not (action.suit is None or type(action.suit) is Suit):
            return malformed_action(action, "a Play holds a Card (and a Suit or None)")
        if position._public.phase is not self.play:
            return self.wrong_phase(position, hand, action)
        if action.suit is not None and not self.naming & BITS[card.index]:
            if self.naming:  # a game where some cards name a suit says which
                return self.naming_refusal(position, card, (), action.suit)
            return IllegalActionError(
                f"cannot {action}: in {self.title} a card is played without naming a suit",
                code="unexpected_suit",
            )
        allowed = self.playable(position, hand)
        if not hand & BITS[card.index]:
            reason = self.not_held(position)
            return IllegalActionError(
                unplayable_message(card, reason, cards_of(allowed)), code="not_in_hand"
            )
        if not allowed & BITS[card.index]:
            reason, code = self.refusal_reason(position, hand, card)
            return IllegalActionError(
                unplayable_message(card, reason, cards_of(allowed)),
                code=code,  # type: ignore[arg-type]
            )
        if self.naming & BITS[card.index]:
            led = not (self.leads_name and position.trick)  # asked of leads only, if so
            suits = self.named_suits(position, card) if led else ()
            if (action.suit not in suits) if suits else action.suit is not None:
                return self.naming_refusal(position, card, suits, action.suit)
        return None

    def not_held(self, position: Any) -> str:
        """Hook: why a card ``position.to_act`` does not hold is refused."""
        return f"seat {position.to_act} does not hold it"

    def wrong_phase(self, position: Any, hand: int, action: object) -> IllegalActionError:
        """The refusal of an action of another phase: what the player must do instead."""
        legal = ", ".join(map(str, self.legal(position, hand)))
        return IllegalActionError(
            f"cannot {action}: seat {position.to_act} must {self._asked[position.phase]} ({legal})",
            code="wrong_phase",
        )

    def state_refusal(self, state: Any, action: object) -> IllegalActionError | None:
        """:meth:`refusal` for a state: the hand is that of ``state.to_act``."""
        seat = state.to_act
        hand = 0 if seat is None else state._hidden.dealt[seat] & state._held
        return self.refusal(state, hand, action)

    def view_refusal(self, view: Any, action: object) -> IllegalActionError | None:
        """:meth:`refusal` for a seat's view: ``not_your_turn`` while another seat is to act."""
        to_act, seat = view.to_act, view.seat
        if to_act is None:
            return self.refusal(view, view._hand, action)
        decider = self.decider(view) if self.delegates else to_act
        if decider != seat:
            return IllegalActionError(
                f"cannot {self.describe(action)}: {self.whose_turn(view, decider)}, not seat "
                f"{seat}'s",
                code="not_your_turn",
            )
        hand = view._hand if to_act == seat else self.shown_hand(view, to_act)
        return self.refusal(view, hand, action)

    def whose_turn(self, position: Any, decider: int | None) -> str:
        """Hook: whose turn it is, as a refusal of another seat's action says it."""
        return f"it is seat {decider}'s turn"

    def describe(self, action: object) -> str:
        """An action as a refusal names it: ``"bid 2"``, or ``"take 'x'"`` for no action."""
        if type(action) is Play or type(action) in self._action_types:
            return str(action)
        return f"take {shown_value(action)}"

    # -- steps ----------------------------------------------------------------------------------

    def refused(self, state: Any, action: object) -> IllegalActionError:
        """The error ``apply`` raises for an ``action`` its steps did not take."""
        error = self.state_refusal(state, action)
        assert error is not None, f"apply refused {action!r}, which refusal() allows"
        return error

    def take_card(self, state: Any, card: Card, suit: Suit | None = None) -> Result:
        """The state after ``state.to_act`` plays ``card`` (naming ``suit``, if any),
        unchecked, and its events: the one step of a card (``apply``'s fast path inlines
        it)."""
        seat: int = state.to_act
        public = state._public
        if suit is not None:
            public = self.public.copy(public)
            public.named = suit
            state = self.seam.state(public, state._hidden, state._held, state.trick, seat)
        held = state._held ^ BITS[card.index]
        trick = state.trick + (card,)
        seats = public.trick_seats
        if len(trick) == len(seats):
            return self.finish_trick(state, held, trick, seat)
        following = self.seam.state(public, state._hidden, held, trick, seats[len(trick)])
        if suit is None:
            events = self.card_played[seat][card.index]
        else:
            events = (CardPlayed(seat=seat, card=card, suit=suit),)
        after_lead = self.after_leads
        if after_lead is not None and len(trick) == 1:
            return after_lead(following, events)
        return following, events

    def finish_trick(self, state: Any, held: int, trick: tuple[Card, ...], seat: int) -> Result:
        """The state after ``seat`` played the last card of ``trick``, and its events: the
        card played and the trick won; the deal scored after its last trick.

        Two plain rules of a trick's end are written here, and a game replaces each with its
        hook: the winner takes a trick more in ``tricks_taken`` (:attr:`take_trick`), and
        the deal ends once every hand is empty (:attr:`after_trick`)."""
        public = state._public
        seats = public.trick_seats
        winner = seats[self.trick_winner(state, trick)]
        following = self.public.copy(public)
        taking = self.taking
        if taking is None:
            taken = [*public.tricks_taken]
            taken[winner] += 1
            following.tricks_taken = tuple(taken)
            trick_won = self._trick_won  # a local: a quick call
            won = trick_won(winner, public.leader, trick)
        else:
            won = taking(following, winner, trick)
        following.leader = winner
        following.played = public.played + trick
        following.last_trick = won  # the event is also the last trick: one object
        following.trick_seats = following.orders[winner]
        following.named = None
        events = (self.card_played[seat][trick[-1].index][0], won)
        after = self.seam.state(following, state._hidden, held, (), winner)
        after_trick = self.after_tricks
        if after_trick is not None:
            return after_trick(after, events)
        # the seats of a trick hold as many cards: the deal ends once the winner holds none
        # (a seat that sits out the tricks keeps its cards)
        if held & state._hidden.dealt[winner]:
            return after, events
        return self.end_deal(after, events)

    def seat_orders(self, public: Any) -> tuple[tuple[int, ...], ...]:
        """Hook: for each seat, the seats that play a trick it leads, in order, as a deal
        begins (``public`` its public part): every seat, clockwise. A seat that sits out
        the deal's tricks (a lone hand's partner) is in no order, and its own is ``()``; a
        phase that seats one sets the public ``orders`` again as it ends; nor is a seat
        dealt no card (:meth:`~tricktaker.engine.TrickGame.dealt_in`)."""
        players = public.rules.players
        if not self.sits_out:
            return _ORDERS[players]
        seats = self.dealt_in(public.rules, public.dealer)
        return tuple(
            tuple([s for s in _ORDERS[players][leader] if s in seats]) if leader in seats else ()
            for leader in range(players)
        )

    def end_deal(self, state: Any, events: tuple[Event, ...]) -> Result:
        """The deal ``state`` has finished scored, then the next dealt or the game over."""
        rules = state.rules
        points = self.deal_points(state)
        scores = tuple([total + pts for total, pts in zip(state.scores, points, strict=True)])
        scored = self._scored(**self.scored_fields(state, points, scores))
        result = self.game_result(state, scores)
        if result is not None:
            scores, winners = result
            final = self.public.copy(state._public)
            final.scores, final.winners, final.phase, final.rule = scores, winners, self.over, None
            if final.last_trick is not None and self.last_leads:  # the last trick as led
                final.leader = final.last_trick.leader
            # a deal ended by a claim keeps the cards of its trick in progress
            over = self.seam.state(final, state._hidden, state._held, state.trick, None)
            return over, (*events, scored, GameOver(scores=scores, winners=winners))
        number = getattr(state, self.number_field) + 1
        following, dealt = self.deal_state(
            rules, state.seed, number, self.dealer(rules, number), scores
        )
        return following, (*events, scored, *dealt)

    def deal_state(
        self,
        rules: Any,
        seed: int,
        number: int,
        dealer: int,
        scores: tuple[int, ...],
        dealt: Dealt | None = None,
    ) -> Result:
        """Deal ``number`` dealt by ``dealer`` (or laid out from ``dealt``): the state that
        waits for its first decision, and the events of the deal."""
        if dealt is None:
            dealt = self.deal(rules, seed, number, dealer)
        players = rules.players
        leader = self.first_leader(rules, dealer, dealt)
        public = self.public.copy(self._blank)
        public.rules, public.phase, public.leader = rules, self.play, leader
        public.rule = self.play_rule(rules)
        public.dealt_size = self.hand_size(rules, number)
        public.played, public.scores, public.winners = (), scores, ()
        if self.counts_tricks:  # a game may count its tricks otherwise
            public.tricks_taken = (0,) * players
        setattr(public, self.number_field, number)
        self.begin_deal(public, dealer, dealt)
        for rule in self.phases:
            rule.fresh(public)
        if self.claiming is not None:
            self.claiming.fresh(public)
        public.orders = self.seat_orders(public)
        public.trick_seats = public.orders[leader]
        held = 0
        for mask in dealt.hands:
            held |= mask
        hidden = self.hidden.new(seed=seed, dealt=dealt.hands, rest=dealt.rest)
        state = self.seam.state(public, hidden, held, (), leader)
        for rule in self.phases:
            begun = rule.begin(state)
            if begun is not None:
                state = begun
                break
        hands = tuple([cards_of(mask) for mask in dealt.hands])
        return state, self.deal_events(state, hands)

    def next_phase(self, state: Any, after: Any) -> Any:
        """The state that follows the phase ``after`` once it is done: the next phase that
        begins, else the first trick, led by ``state``'s leader."""
        later = False
        for rule in self.phases:
            if later:
                begun = rule.begin(state)
                if begun is not None:
                    return begun
            later = later or rule is after
        public = self.public.copy(state._public)
        public.phase, public.rule = self.play, self.play_rule(public.rules)
        return self.seam.state(public, state._hidden, state._held, (), public.leader)

    def play_rule(self, rules: Any) -> Any:
        """Hook: the rule of the play's actions beside the cards under ``rules`` (the public
        ``rule`` in the play; its legal actions are the plays and its own): :attr:`claiming`
        when the rules offer claims, else None (the cards alone). A game whose seats take
        other actions in the play (an announcement before a card) returns a
        :class:`~tricktaker.engine.phases.PhaseRule` of its own, one of its :attr:`phases`
        (of the phase ``PLAY``, which no deal begins), and interleaves its actions with the
        cards its :meth:`plays_from` gives. A game that enters the play itself sets it so."""
        claiming = self.claiming
        return claiming if claiming is not None and claims_on(rules) else None

    def rule_of(self, phase: Any, rules: Any) -> Any:
        """The rule of ``phase`` under ``rules`` (the public ``rule``; a position read from
        JSON sets it so)."""
        if phase is self.play:
            return self.play_rule(rules)
        found = (rule for rule in (*self.phases, self.claiming) if rule and rule.phase is phase)
        return next(found, None)

    def start(self, rules: Any, seed: int, dealt: Dealt | None = None) -> Result:
        """The game's first deal (``dealt``, or from ``seed``), and its events."""
        first = self.first_number(rules)
        zeros = (0,) * rules.players
        return self.deal_state(rules, seed, first, self.dealer(rules, first), zeros, dealt)

    # -- views ----------------------------------------------------------------------------------

    def unseen(self, position: Any, seat: int) -> bool:
        """Hook: whether ``seat`` has not looked at its cards yet (a seat that may bid blind
        nil): its views then hold none. None has, by default. A seat plays from the cards it
        has seen: a view asks this only before the play."""
        return False

    def seen(self, state: Any, seat: int) -> Any:
        """Hook: what ``seat`` alone knows of ``state`` beyond its hand (cards it passed
        and received, say), which its views keep; None by default. Asked while the hidden
        part's ``seen`` is None (see :attr:`hidden_fields`)."""
        return None

    def observed(self, rules: Any) -> tuple[Any, ...]:
        """Hook: the observation's sections (:class:`~tricktaker.encoding.Section`) of the
        game's own view fields, which the engine's layout places after the phase
        (:func:`~tricktaker.engine.encoding.trick_layout`): none by default."""
        return ()

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        """Hook: the number of cards each seat holds, seen from ``view``: every seat was
        dealt as many and played one to each finished trick, and those that have played to
        the trick in progress hold one less; a seat that sits out the tricks (its order
        empty: :meth:`~tricktaker.engine.TrickGame.seat_orders`) keeps what it was dealt, none
        if it was dealt none (:meth:`~tricktaker.engine.TrickGame.dealt_in`)."""
        public = view._public
        players = public.rules.players
        dealt, orders = public.dealt_size, public.orders
        size = dealt - len(public.played) // len(public.trick_seats)
        played = public.trick_seats[: len(view.trick)]
        sizes = [size - (seat in played) if orders[seat] else dealt for seat in range(players)]
        if self.sits_out:  # a seat dealt none holds none
            seats = self.dealt_in(public.rules, public.dealer)
            sizes = [n if seat in seats else 0 for seat, n in enumerate(sizes)]
        return tuple(sizes)

    def decider(self, position: Any) -> int | None:
        """Hook: the seat that decides now: ``to_act``. A seat that decides for another
        (a declarer for the dummy) chooses from that seat's hand shown to all
        (:meth:`shown_cards`); the other seat's view offers no action."""
        return position.to_act  # type: ignore[no-any-return]

    # -- JSON -------------------------------------------------------------------------------------

    def plays_from(self, position: Any) -> list[Play]:
        """Hook: the plays of the deal's tricks, finished then in progress, as a position's
        public fields show them (for a state read from JSON to replay): each card played,
        naming no suit."""
        return [Play(card) for card in (*position.played, *position.trick)]

    def totals_refusal(self, position: Any, totals: tuple[int, ...]) -> str | None:
        """Hook: why ``totals`` cannot be the totals before the deal in progress of a
        position read from JSON (a replay finds them), or None: any may be, by default."""
        return None

    def public_from(self, public: Any, position: Any) -> None:
        """Hook: set on ``public``, the public part of a position read from JSON, the game's
        public fields that its fields show only as they follow from others (a count kept
        for speed, the suit ``named`` with a card of the trick in progress); none by
        default."""

    def totals_before(self, position: Any) -> tuple[int, ...]:
        """Hook: the totals before the deal in progress, as a position's fields show them
        (for a state read from JSON to replay the deal from): its scores, which change only
        when a deal is scored."""
        return tuple(position.scores)

    def rest_from(self, position: Any) -> tuple[Card, ...]:
        """Hook: the deal's rest (:class:`~tricktaker.engine.Dealt`) as a position's public
        fields show it (a
        turned card): what a state read from JSON, or a world drawn for a view, was dealt
        beside the hands; none by default."""
        return ()

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        """The deal a position began with: ``hands`` as dealt (masks by seat), and the rest
        its public fields show (:meth:`rest_from`)."""
        return Dealt(hands, self.rest_from(position))

    def shown_cards(self, position: Any) -> tuple[int, ...] | None:
        """Hook: the cards every seat knows a seat holds, as a mask a seat (the card turned
        for trump that the dealer keeps, a dummy's hand); None when no held card is shown.
        A world drawn for a view, or a view read from JSON, gives each seat these."""
        return None

    def world(self, view: Any, seed: int, hands: Sequence[Sequence[Card]]) -> Any:
        """A state of which ``view`` is the view of ``view.seat``, its seats holding
        ``hands`` (by seat) and its later deals dealt from ``seed``: a search's world. It
        shares the view's public part."""
        masks = tuple([mask_of(hand) for hand in hands])
        held = 0
        for mask in masks:
            held |= mask
        hidden = self.hidden.new(seed=seed, dealt=masks, rest=self.rest_from(view))
        return self.seam.state(view._public, hidden, held, view.trick, view.to_act)

    def hidden_from(self, fields: Mapping[str, Any], dealt: Dealt, found: tuple[int, ...]) -> Any:
        """Hook: the hidden part of a state read from its public ``fields``, whose deal began
        as ``dealt`` and whose seats hold ``found`` with the cards they have played this deal
        (masks by seat): the seed and the deal. A game whose phases move cards unseen (a
        pass) keeps the hands as they moved, and its own :attr:`hidden_fields`. By default a
        seat's cards are those dealt it and those a phase gave it (the card a dealer picked
        up): what it holds is among them."""
        given = tuple([mask | hand for mask, hand in zip(dealt.hands, found, strict=True)])
        return self.hidden.new(seed=fields["seed"], dealt=given, rest=dealt.rest)

    def view_world(
        self, view: Any, fields: Mapping[str, Any], hands: list[int]
    ) -> tuple[Mapping[str, Any], list[int]]:
        """Hook: a world of ``view``, read from JSON, to replay: the public ``fields`` of a
        state it may be the view of and that state's hands (masks by seat, as they are now).
        By default the view's own fields, of seed 0, and ``hands``, the cards it has not
        seen dealt to the other seats in order; a game whose phases did what a view does not
        show (another seat's pass) makes that up too."""
        return {**fields, "seed": 0}, hands

    def seen_from(self, position: Any) -> Any:
        """Hook: what a seat alone knows (:meth:`seen`) as a view's public fields show it,
        for a view read from JSON; None by default."""
        return None

    def build_state(self, fields: Mapping[str, Any]) -> Any:
        """A state from its public fields as they are (see :mod:`tricktaker.engine.rebuild`)."""
        from tricktaker.engine.rebuild import build_state

        return build_state(self, fields)

    def build_view(self, fields: Mapping[str, Any]) -> Any:
        """A view from its public fields as they are (see :mod:`tricktaker.engine.rebuild`)."""
        from tricktaker.engine.rebuild import build_view

        return build_view(self, fields)

    def check_state(self, state: Any) -> None:
        """Raise unless the rules reach ``state``: the check of a state read from JSON."""
        from tricktaker.engine.rebuild import check_state

        check_state(self, state)

    def check_view(self, view: Any) -> None:
        """Raise unless the rules reach ``view``: the check of a view read from JSON."""
        from tricktaker.engine.rebuild import check_view

        check_view(self, view)


def malformed_action(action: object, what: str) -> IllegalActionError:
    """The refusal of a value that is no well-formed action of the game."""
    return IllegalActionError(f"cannot take {shown_value(action)}: {what}", code="malformed")
