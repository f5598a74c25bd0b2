"""The languages of ``tricktaker serve``: every refusal code, narration and page string has a
translation in every language, with the same placeholders, and the narration of whole games
of every registered game is told in each language without falling back to English."""

from __future__ import annotations

import ast
import random
import re
import string
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("babel", reason="the web dependency group is not installed")

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po
from hypothesis import given, settings
from hypothesis import strategies as st

import tricktaker
from tricktaker import Event, Table, available_games, bridge, euchre, get_game, tarok, wizard
from tricktaker.errors import REFUSAL_CODES
from tricktaker.games import decider_of
from tricktaker.web import i18n
from tricktaker.web.messages import ENGLISH
from tricktaker.web.messages import text as server_text
from tricktaker.web.present import spectators_event, view_words
from tricktaker.words import CONTEXT

TRANSLATED = [language for language in i18n.LANGUAGES if language != i18n.DEFAULT_LANGUAGE]
SOURCE = Path(i18n.__file__)
STATIC = SOURCE.parent / "static"
PACKAGE = Path(tricktaker.__file__).resolve().parent
# How the games' words say their texts (tricktaker.words.Teller): the positions of the English
# templates among each method's arguments; a pair is a singular and its plural.
TELLING: dict[str, tuple[tuple[int, ...], ...]] = {
    "text": ((0,),),
    "count": ((1, 2),),
    "about": ((1,), (2,)),
    "about_count": ((2,), (3,)),
}


def catalog(language: str) -> Catalog:
    path = i18n.LOCALE / language / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"
    with path.open("rb") as po:
        return read_po(po, locale=language)


def narration_msgids() -> set[tuple[str, ...]]:
    """Every text the games' words say, as babel's extraction would find it in the core's
    words.py and each package's modules (a game keeps its texts in its words.py, or in its one
    rules module as Oh Hell and Wizard do): the string literals given to a Teller's ``text``,
    ``count``, ``about`` and ``about_count``; and the words each registered game gives as
    values (its seats' and teams' names, what its deals are called)."""
    found: set[tuple[str, ...]] = set()
    for path in [PACKAGE / "words.py", *sorted(PACKAGE.glob("*/*.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
                continue
            for places in TELLING.get(node.func.attr, ()):
                given = [node.args[i] for i in places if i < len(node.args)]
                if len(given) == 2 and all(isinstance(a, ast.Constant) for a in given):
                    found.add(tuple(ast.literal_eval(a) for a in given))
                elif len(given) == 1 and isinstance(given[0], ast.Constant):
                    found.add((ast.literal_eval(given[0]),))
                elif len(given) == 1 and isinstance(given[0], ast.Tuple):
                    found.add(tuple(ast.literal_eval(given[0])))
    for name in available_games():
        words = get_game(name).words
        found |= {(text,) for text in (*words.seats, *words.teams)}
        deal = words.deal
        found |= {(deal.name,), (deal.numbered,), (deal.of,), (deal.scored,), deal.counted}
    return {ids for ids in found if isinstance(ids[0], str)}


def expected_entries() -> set[tuple[str | None, str]]:
    """(msgctxt, msgid) of everything the catalogs must translate."""
    entries: set[tuple[str | None, str]] = {(CONTEXT, ids[0]) for ids in narration_msgids()}
    entries |= {("refusal", text) for text in i18n.REFUSAL_SENTENCES.values()}
    entries |= {("page", text) for text in i18n.PAGE_STRINGS}
    entries |= {("card", text) for text in ("Wizard", "Jester", "red Joker", "black Joker")}
    entries |= {("server", text) for code, text in ENGLISH.items() if code not in REFUSAL_CODES}
    return entries


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_refusal_code_has_a_sentence_to_translate() -> None:
    assert set(i18n.REFUSAL_SENTENCES) == set(REFUSAL_CODES)


def test_the_narration_messages_are_found_in_the_source() -> None:
    # The scan of the words must see the messages, or the tests below would check nothing.
    msgids = narration_msgids()
    assert ("{seat} plays {card}",) in msgids
    assert ("you play {card}",) in msgids
    assert ("{seat} bids {n}", "{seat} bids {n}") in msgids
    assert ("North",) in msgids
    assert ("hand {number} of {count}",) in msgids
    assert len(msgids) >= 100


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_has_its_translation_with_the_same_placeholders(language: str) -> None:
    messages = {
        (m.context, m.id if isinstance(m.id, str) else m.id[0]): m
        for m in catalog(language)
        if m.id
    }
    missing = expected_entries() - set(messages)
    assert not missing, f"{language} lacks {sorted(missing, key=str)}"
    unused = set(messages) - expected_entries()
    assert not unused, f"{language} has entries nothing uses: {sorted(unused, key=str)}"
    forms = catalog(language).num_plurals
    for key, message in messages.items():
        check_message(language, key, message, forms)


def check_message(language: str, key: object, message: Message, forms: int) -> None:
    assert not message.fuzzy, (language, key)
    ids = (message.id,) if isinstance(message.id, str) else message.id
    strings = (message.string,) if isinstance(message.string, str) else tuple(message.string or ())
    assert len(strings) == (forms if len(ids) == 2 else 1), (language, key)
    for text in strings:
        assert text.strip(), f"{language}: {key} is not translated"
        assert placeholders(text) == placeholders(ids[-1]), (language, key, text)


def test_every_page_string_the_page_uses_is_in_the_catalogs() -> None:
    script = "\n".join(path.read_text(encoding="utf-8") for path in STATIC.glob("*.js"))
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    used = set(re.findall(r'\bt\("((?:[^"\\]|\\.)*)"', script))
    used |= set(re.findall(r'data-i18n="([^"]*)"', html))
    for table in re.findall(r"const [A-Z_]+_WORDS = \{(.*)\};", script):  # t(WORDS[name])
        used |= set(re.findall(r':\s*"([^"]*)"', table))
    assert len(used) >= 30  # the scan sees the page's words
    assert used <= set(i18n.PAGE_STRINGS), sorted(used - set(i18n.PAGE_STRINGS))


@pytest.mark.parametrize("language", TRANSLATED)
def test_page_strings_are_translated(language: str) -> None:
    strings = i18n.page_strings(language)
    assert set(strings) == set(i18n.PAGE_STRINGS)
    same = [text for text, translated in strings.items() if translated == text]
    assert same == ["Bot"]  # the one word that Polish and Slovenian take as it is


@pytest.mark.parametrize(
    ("language", "counts"),
    [
        ("pl", {1: "lewę", 2: "lewy", 4: "lewy", 5: "lew", 12: "lew", 22: "lewy", 0: "lew"}),
        ("sl", {1: "štih", 2: "štiha", 3: "štihe", 4: "štihe", 5: "štihov", 101: "štih"}),
    ],
)
def test_bids_are_told_with_the_plural_of_their_language(
    language: str, counts: dict[int, str]
) -> None:
    for tricks, word in counts.items():
        told = i18n.narrate(wizard.BidMade(seat=1, tricks=tricks), seat=0, language=language)
        assert told is not None
        assert told.endswith(f" {tricks} {word}"), told
    english = i18n.narrate(wizard.BidMade(seat=1, tricks=2), seat=0)
    assert english == "Seat 1 bids 2"  # English needs no noun


def test_refusals_translate_by_code_and_english_keeps_the_library_message() -> None:
    message = "cannot play 2♣: must follow ♥ (you hold 7♥, Q♥)"
    assert i18n.refusal("must_follow_suit", message) == message
    assert i18n.refusal("must_follow_suit", message, "pl") == "Musisz dołożyć do koloru."
    assert i18n.refusal("unknown_code", message, "pl") == message
    for language in TRANSLATED:
        for code in REFUSAL_CODES:
            assert i18n.refusal(code, "english", language) != "english", (language, code)


def test_the_server_speaks_each_language_with_the_same_placeholders() -> None:
    for language in TRANSLATED:
        for code, english in ENGLISH.items():
            template = i18n.server_template(code, language)
            assert template is not None, (language, code)
            assert template != english
    # A refusal of the game is its sentence; one of the server's own keeps its parameters.
    params = {"detail": "cannot play 2♣: must follow ♥ (you hold 7♥)"}
    assert i18n.server_template("must_follow_suit", "sl") == "Slediti moraš barvi, ki je na mizi."
    assert server_text("must_follow_suit", "en", **params) == params["detail"]
    assert i18n.server_template("no_table", "sl") == "mize {table} ni"
    assert i18n.server_template("no_table", "en") is None


def test_the_language_of_a_connection_is_one_of_three() -> None:
    assert i18n.choose_language("pl-PL,pl;q=0.9") == "pl"
    assert i18n.choose_language("SL") == "sl"
    assert i18n.choose_language("de, fr") == "en"
    assert i18n.choose_language(None) == "en"
    with pytest.raises(ValueError, match="language must be one of"):
        i18n.translations("de")


def played_events(name: str, seed: int) -> Iterator[tuple[int, Event]]:
    """Each event of a random game of ``name`` (its default rules), as seat 0 and as a spectator see
    it (seat -1 stands for the spectator here)."""
    game = get_game(name)
    table: Table[Any] = Table.start(game, game.rules(), seed=seed)
    seen: list[tuple[int, Event]] = []
    table.subscribe(lambda event: seen.append((0, event)), seat=0)
    table.subscribe(lambda event: seen.append((-1, event)))
    chooser = random.Random(seed)
    while (seat := decider_of(table.state)) is not None:  # bridge's declarer for the dummy
        table.act(seat, chooser.choice(table.state.legal_actions()))
    yield from seen


@pytest.mark.parametrize("name", available_games())
def test_every_event_of_every_game_is_told_in_every_language(name: str) -> None:
    game = get_game(name)
    kinds = set()
    names = ["Ana", "Bor", "Cene"]
    for reader, event in played_events(name, seed=3):
        kinds.add(type(event).__name__)
        seat = None if reader < 0 else reader
        english = i18n.narrate(event, seat=seat, names=names, words=game.words)
        if english is None:  # an event the log need not tell, in any language
            assert game.words.quiet(event)
            continue
        assert not english.startswith(type(event).__name__), english  # a text, not a repr
        for language in TRANSLATED:
            told = i18n.narrate(event, seat=seat, names=names, language=language, words=game.words)
            assert told, (language, event)
            assert told != english, (language, event)
            assert "{" not in told, told
    assert {"CardPlayed", "TrickWon", "GameOver"} <= kinds


@pytest.mark.parametrize("name", available_games())
def test_a_spectators_form_of_every_event_is_told_too(name: str) -> None:
    # A spectator is sent what every seat's form shares, the rest null (tricktaker.web.spectate);
    # it is told from the game's event made of that (the hands nobody sees whole, each hidden).
    game = get_game(name)
    table: Table[Any] = Table.start(game, game.rules(), seed=8)
    told: list[str | None] = []

    def tell(event: Event) -> None:
        shown, _ = spectators_event(game, event, table.state.rules.players)
        assert shown is not None, event
        for language in i18n.LANGUAGES:
            told.append(i18n.narrate(shown, seat=None, language=language, words=game.words))

    table.subscribe(tell)
    chooser = random.Random(8)
    while (seat := decider_of(table.state)) is not None:  # bridge's declarer for the dummy
        table.act(seat, chooser.choice(table.state.legal_actions()))
    assert [line for line in told if line]


def test_the_page_offers_each_language_by_its_own_name() -> None:
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    offered = dict(re.findall(r'<option value="(\w+)">([^<]+)</option>', html))
    assert offered == dict(i18n.LANGUAGE_NAMES)
    assert tuple(offered) == i18n.LANGUAGES


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**32), seat=st.integers(-1, 3), language=st.sampled_from(i18n.LANGUAGES)
)
def test_each_played_card_is_named_in_the_narration(seed: int, seat: int, language: str) -> None:
    names = ["Ana", "Bor", "Cene", "Dana"]  # Szaman's default rules: 4 players
    for reader, event in played_events("szaman", seed):
        if reader != 0 or not isinstance(event, tricktaker.CardPlayed):
            continue
        told = i18n.narrate(event, seat=None if seat < 0 else seat, names=names, language=language)
        assert told is not None
        assert i18n.card_name(event.card.code, language) in told
        who = names[event.seat] if event.seat != seat else None
        assert who is None or who in told


def test_a_spectator_is_never_told_you() -> None:
    for language in i18n.LANGUAGES:
        you = i18n.translations(language).pgettext(CONTEXT, "you")
        for reader, event in played_events("wizard", seed=5):
            if reader < 0:
                told = i18n.narrate(event, seat=None, language=language)
                assert told is not None
                assert not re.search(rf"\b{you}\b", told, re.IGNORECASE), told


def test_no_trump_is_written_in_each_languages_letters() -> None:
    # The narration writes a bid and a contract in no trump as the page does: 3NT, 3BA; and
    # bridge's seats by the compass in each language, whatever the players' names.
    call = bridge.CallMade(seat=1, call=bridge.Bid(3, bridge.Strain.NOTRUMP))
    names = ["Ana", "Bor"]
    assert i18n.narrate(call, seat=0, names=names) == "East bids 3NT"
    assert i18n.narrate(call, seat=0, names=names, language="pl") == "Wschód licytuje 3BA"
    assert i18n.narrate(call, seat=0, names=names, language="sl") == "Vzhod licitira 3BA"
    contract = bridge.Contract(level=4, strain=bridge.Strain.NOTRUMP, declarer=1)
    ended = bridge.AuctionEnded(contract=contract)
    assert "4BA" in (i18n.narrate(ended, seat=0, names=names, language="pl") or "")
    assert "4NT" in (i18n.narrate(ended, seat=0, names=names) or "")
    strain = bridge.Bid(2, bridge.Strain.HEARTS)
    told = i18n.narrate(bridge.CallMade(seat=0, call=strain), seat=0, language="sl")
    assert told == "Licitiraš 2♥"
    assert i18n.page_strings("pl")["NT"] == i18n.translations("pl").pgettext(CONTEXT, "NT") == "BA"


def test_euchres_choices_and_the_dealers_prompt_are_in_each_language() -> None:
    # The page's buttons for Euchre's calls and its alone-or-not (not "GoAlone true"), and the
    # dealer's prompt to discard, in the game's words of each language.
    seen: dict[str, set[str]] = {language: set() for language in i18n.LANGUAGES}
    for seed in range(8):
        state = euchre.new_game(euchre.Rules(single_hand=True), seed=seed)
        chooser = random.Random(seed)
        while not state.is_over:
            view = state.view(state.to_act)
            for language in i18n.LANGUAGES:
                words = view_words(euchre.GAME, view, language)
                seen[language] |= {text for text in words["actions"] if text}
                if words["prompt"]:
                    seen[language].add(words["prompt"])
            state, _ = state.apply(chooser.choice(state.legal_actions()))
    assert {"trump ♥", "go alone", "play with your partner", "discard a card"} <= seen["en"]
    assert {"atut ♥", "graj w pojedynkę", "graj z partnerem", "odrzuć kartę"} <= seen["pl"]
    assert {"adut ♥", "igraj sam", "igraj s partnerjem", "odvrzi karto"} <= seen["sl"]


def test_skats_choices_and_prompts_are_in_each_language() -> None:
    # The page's buttons for Skat's auction, the skat or Hand, the game and Kontra (not
    # "PickUp true"), and what each seat is asked, in each language: every prompt translated,
    # the games by the names each language's players give them.
    from tricktaker import skat

    seen: dict[str, set[str]] = {language: set() for language in i18n.LANGUAGES}
    prompts = 0
    for fields in ({}, {"kontra": True}, {"players": 4}):
        for seed in range(12):
            state = skat.new_game(skat.Rules(**fields), seed=seed)
            chooser = random.Random(seed)
            while state.to_act is not None:
                view = state.view(state.to_act)
                told = {
                    language: view_words(skat.GAME, view, language) for language in i18n.LANGUAGES
                }
                for language, words in told.items():
                    cards = [type(a) in (skat.Play, skat.Discard) for a in view.legal_actions()]
                    assert [text is None for text in words["actions"]] == cards
                    seen[language] |= {text for text in words["actions"] if text}
                    if words["prompt"]:
                        assert "{" not in words["prompt"]
                        seen[language].add(words["prompt"])
                if told["en"]["prompt"]:
                    prompts += 1
                    for language in TRANSLATED:
                        assert told[language]["prompt"] != told["en"]["prompt"], language
                legal = state.legal_actions()
                bidding = state.phase is skat.Phase.BID
                state, _ = state.apply(chooser.choice(legal[:2] if bidding else legal))
    assert prompts > 100
    assert {"18", "yes", "pass", "pick up the skat", "play Hand", "Kreuz", "Grand"} <= seen["en"]
    assert {"Herz", "Null", "Kontra", "Re", "bid 18 or more, or pass"} <= seen["en"]
    assert {"18", "tak", "pas", "weź skata", "graj z ręki (Hand)", "trefl", "kier"} <= seen["pl"]
    assert {"grand", "null", "licytuj 18 lub więcej albo pas", "odłóż dwie karty do skata"} <= (
        seen["pl"]
    )
    assert {"18", "imam", "pas", "vzemi skat", "igraj iz roke (Hand)", "križ", "srce"} <= (
        seen["sl"]
    )
    assert {"grand", "null", "licitiraj 18 ali več ali reci pas", "reci Kontra ali pas"} <= (
        seen["sl"]
    )


def test_skats_score_tells_the_declarer_of_its_own_game_as_you() -> None:
    # Not "przegrane przez ty": the reader who declared is told of its game in its own person.
    from tricktaker import skat

    scored = skat.HandScored(
        hand_number=1, declarer=0, contract=skat.Contract.HEARTS, bid=18, declarer_points=38,
        declarer_tricks=4, won=False, value=20, points=(-40, 0, 0), scores=(-40, 0, 0),
    )  # fmt: skip
    told = {lang: i18n.narrate(scored, seat=0, language=lang) for lang in i18n.LANGUAGES}
    assert told["en"] == (
        "Hand 1 scored: Herz lost by you at 18 (worth 20), 38 card points; you -40, seat 1 +0, "
        "seat 2 +0"
    )
    assert (told["pl"] or "").startswith("Wynik rozdania 1: kier przegrane przez ciebie przy 18")
    assert (told["sl"] or "").startswith("Točke 1. deljenja: srce, ki ga izgubiš pri 18")
    other = i18n.narrate(scored, seat=1, language="pl") or ""
    assert other.startswith("Wynik rozdania 1: kier przegrane przez gracz 0")


# Tarok's own words, each language's: the contracts, the pass (naprej), the king called, the
# talon's part taken, what each step asks, and the silent bonuses beside the table.
TAROK_WORDS = {
    "en": {
        "klop", "three (tri)", "two (dva)", "one (ena)", "solo three (solo tri)",
        "solo two (solo dva)", "solo one (solo ena)", "beggar (berač)",
        "solo without (solo brez)", "open beggar (odprti berač)", "colour valat (barvni valat)",
        "valat", "pass (naprej)", "call K♥", "take part 2 of the talon", "bid a contract",
        "bid a contract or pass (naprej)", "call a king: its holder is your partner",
        "lay away 3 cards", "lay away 2 cards", "lay away 1 card",
        "silent bonuses: trula, kings (kralji), king ultimo (kralj ultimo), pagat ultimo, valat",
    },
    "pl": {
        "klop", "trzy (tri)", "dwa (dva)", "jeden (ena)", "żebrak (berač)", "valat",
        "pas (naprej)", "wywołaj K♥", "weź część 2 talonu", "licytuj grę",
        "licytuj grę albo pasuj (naprej)", "wywołaj króla: jego posiadacz jest twoim partnerem",
        "odłóż 3 karty", "odłóż 2 karty", "odłóż 1 kartę",
        "ciche premie: trula, królowie (kralji), król ultimo (kralj ultimo), pagat ultimo, valat",
    },
    "sl": {
        "klop", "tri", "dva", "ena", "solo tri", "solo dva", "solo ena", "berač", "solo brez",
        "odprti berač", "barvni valat", "valat", "naprej", "pokliči K♥", "vzemi 2. kupček",
        "licitiraj igro", "licitiraj igro ali reci naprej",
        "pokliči kralja: kdor ga ima, je tvoj soigralec", "založi 3 karte", "založi 2 karti",
        "založi 1 karto", "tihe napovedi: trula, kralji, kralj ultimo, pagat ultimo, valat",
    },
}  # fmt: skip


def tarok_views() -> Iterator[Any]:
    """Each seat's view at every step of Tarok deals: random ones, and deals where forehand
    plays three after three passes (the king called, the talon taken, three cards laid away)."""
    for seed in range(6):
        state = tarok.new_game(tarok.Rules(), seed=seed)
        forced: list[tarok.Action] = [
            tarok.Pass(),
            tarok.Pass(),
            tarok.Pass(),
            tarok.Bid(tarok.Contract.THREE),
        ]
        chooser = random.Random(seed)
        while not state.is_over:
            yield from (state.view(seat) for seat in range(4))
            legal = state.legal_actions()
            if seed < 3 and forced:
                action = forced.pop(0)
            elif seed < 3 and state.phase is not tarok.Phase.PLAY:
                action = legal[2 % len(legal)]  # the third king, the last part, ...
            else:
                action = chooser.choice(legal)
            state, _ = state.apply(action)


def test_tarok_speaks_its_own_words_in_each_language() -> None:
    # The page's buttons for every Tarok choice but a card, what it asks each step and its
    # notes, in each language (not "Bid \"two\"" or "CallKing ♥"), never falling back to the
    # English where the language has its own words.
    seen: dict[str, set[str]] = {language: set() for language in i18n.LANGUAGES}
    for view in tarok_views():
        actions = view.legal_actions()
        for language in i18n.LANGUAGES:
            words = view_words(tarok.GAME, view, language)
            for action, text in zip(actions, words["actions"], strict=True):
                assert (text is None) == isinstance(action, tarok.Discard | tarok.Play), action
                if text is not None:
                    seen[language].add(text)
            if words["prompt"]:  # the talon's parts (" | " between them) left out
                prompt = words["prompt"]
                seen[language].add(prompt.split(":")[0] if " | " in prompt else prompt)
            elif view.to_act == view.seat and view.phase is not tarok.Phase.PLAY:
                raise AssertionError(f"no prompt for {view.phase} in {language}")
            seen[language] |= set(words["notes"])
    assert TAROK_WORDS["en"] <= seen["en"]
    for language in TRANSLATED:
        assert TAROK_WORDS[language] <= seen[language], TAROK_WORDS[language] - seen[language]
        same = {"klop", "valat", "talon", "trula"}  # said alike in every language
        english = {text for text in seen[language] & seen["en"] if text not in same}
        assert not english, f"{language} falls back to English: {sorted(english)}"
    prompts = {"vzemi kupček iz talona", "weź część talonu", "take a part of the talon"}
    assert all(prompts & seen[language] for language in i18n.LANGUAGES)
