"""Bots at every level play whole games from their own view; a secret choice never depends
on what the others chose; greedy games last about a 30-minute game's turns."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from pydantic import BaseModel

from game.bots import LEVELS, SEARCH_KINDS, Budget, ISMCTSBot, Level, kinds_for, make_bot
from game.core.model import Action
from game.games.inns_and_outcasts import actions as act
from game.games.inns_and_outcasts.heuristics import CHARACTER_WORTH, IoHeuristic
from game.games.inns_and_outcasts.model import HANDS, TOPIC_BIDS, TOPIC_CARDS, IoState
from game.games.inns_and_outcasts.view import IoView
from game.simulate import bots_for, make_config, play_game
from tests.conftest import new_match
from tests.inns_and_outcasts.conftest import BOOK, DEALT, DRAGON, RULES, WAGON, apply, start

GAME = "inns-and-outcasts"


def tiny(kind: str) -> Any:
    level = LEVELS[kind]
    return make_bot(
        kind, GAME, level=Level(Budget(iterations=4), level.candidates, level.temperature)
    )


class Spy:
    """Wraps a bot and records the type of every view it is handed."""

    def __init__(self, bot: Any) -> None:
        self.bot, self.name, self.seen = bot, bot.name, set()

    def choose(self, view: BaseModel, legal: Sequence[Action], rng: random.Random) -> Action:
        self.seen.add(type(view))
        assert not isinstance(view, IoState)
        return self.bot.choose(view, legal, rng)


def test_every_bot_level_is_offered_for_the_game() -> None:
    assert kinds_for(GAME) == ["random", "greedy", "easy", "normal", "hard"]


@pytest.mark.parametrize("kind", ["random", "greedy", *SEARCH_KINDS])
def test_every_level_plays_a_whole_game_seeing_only_views(kind: str) -> None:
    bot = tiny(kind) if kind in SEARCH_KINDS else make_bot(kind, GAME)
    config = make_config(GAME, [kind, "greedy", "random"], 3)
    spies = [Spy(bot), Spy(make_bot("greedy", GAME)), Spy(make_bot("random", GAME))]
    match = play_game(RULES, config, spies)
    assert match.is_over
    assert all(spy.seen == {IoView} for spy in spies)


def test_a_bots_secret_choice_does_not_depend_on_what_the_others_chose() -> None:
    """Simultaneous choices: the hand and the face-down card a bot picks are the same
    whatever the others picked before it (its view holds only 'has chosen')."""
    for kind in ("greedy", "easy"):
        picks = set()
        for others in (("WWWWWW", "DDDDDD"), ("DWDWDW", "WWWDDD")):
            match = new_match(RULES, 3, 6, options=DEALT)
            apply(match, 1, act.ChooseHand(inns=others[0]))
            apply(match, 2, act.ChooseHand(inns=others[1]))
            bot = tiny(kind) if kind in SEARCH_KINDS else make_bot(kind, GAME)
            picks.add(bot.choose(match.view(0), match.legal_actions(0), random.Random(1)))
        assert len(picks) == 1, kind
        placed = set()
        for k in (0, 1):
            match = new_match(RULES, 3, 6, options=DEALT)
            for seat in range(3):
                apply(match, seat, act.ChooseHand(inns="WDWDWD"))
            for seat in (1, 2):
                apply(match, seat, act.PlaceCard(card=match.state.players[seat].hand[k]))
            bot = tiny(kind) if kind in SEARCH_KINDS else make_bot(kind, GAME)
            placed.add(bot.choose(match.view(0), match.legal_actions(0), random.Random(2)))
        assert len(placed) == 1, kind


def test_greedy_beats_random_players() -> None:
    """The heuristic plays better than chance: one greedy bot among four random ones
    wins far more than a fifth of the games."""
    wins = 0
    for seed in range(30):
        config = make_config(GAME, ["greedy", "random", "random", "random", "random"], seed)
        match = play_game(RULES, config, bots_for(config))
        outcome = match.outcome()
        assert outcome is not None
        wins += 0 in outcome.winners
    assert wins >= 12


# turns a ~30-minute game has (the balance reports give the measured lengths)
TURN_BANDS = {3: (14, 23), 4: (14, 22), 5: (12, 18), 6: (10, 15), 7: (8, 14), 8: (8, 14)}


@pytest.mark.parametrize("seats", range(3, 9))
def test_greedy_games_reach_the_hoard_target_in_a_thirty_minute_game(seats: int) -> None:
    """Ending the Game: the chart's Hoards are reached in about the turns a 30-minute
    game allows."""
    turns = []
    for seed in range(6):
        config = make_config(GAME, ["greedy"] * seats, seed)
        match = play_game(RULES, config, bots_for(config))
        assert match.is_over
        turns.append(match.state.turn)
    low, high = TURN_BANDS[seats]
    assert low <= sum(turns) / len(turns) <= high, turns


@pytest.mark.parametrize("options", [{}, DEALT], ids=["chosen copies", "dealt copies"])
def test_the_balance_report_counts_every_hand_however_it_was_built(options: dict) -> None:
    """Setting up the Game: six cards a hand, chosen copy by copy (the printed rule) or dealt
    (the variant); the balance facts count each seat's six characters either way."""
    from game.games.inns_and_outcasts.balance import extract

    match = new_match(RULES, 3, 4, options=options)
    bot, rng = make_bot("greedy", GAME), random.Random(4)
    while not match.is_over:
        seat = match.to_act()[0]
        match.apply(seat, bot.choose(match.view(seat), match.legal_actions(seat), rng))
    facts = extract(match)
    assert sum(v for k, v in facts.items() if k.startswith("hand.")) == 18


@pytest.mark.parametrize("options", [{}, DEALT], ids=["chosen copies", "dealt copies"])
def test_greedy_builds_its_hand_from_the_characters_worth_more(options: dict) -> None:
    """Setting up the Game (a hand holds initiatives 1-6, any characters): where the two
    inns' characters at an initiative differ in measured worth (CHARACTER_WORTH) by more
    than the heuristic's tolerance, every greedy seat takes the one worth more."""
    tolerance = IoHeuristic().w.tolerance
    match = new_match(RULES, 4, 7, options=options)
    bot, rng = make_bot("greedy", GAME), random.Random(7)
    while match.state.phase == HANDS:
        seat = match.to_act()[0]
        match.apply(seat, bot.choose(match.view(seat), match.legal_actions(seat), rng))
    decided = 0
    for wagon, dragon in zip(WAGON, DRAGON, strict=True):
        better, worse = sorted((wagon, dragon), key=lambda name: -CHARACTER_WORTH[name])
        if CHARACTER_WORTH[better] - CHARACTER_WORTH[worse] <= tolerance:
            continue
        decided += 1
        for p in match.state.players:
            held = {BOOK(c).character for c in p.hand}
            assert better in held and worse not in held, (better, held)
    assert decided >= 3


def test_greedy_plays_its_best_character_first_and_holds_back_its_weakest() -> None:
    """How to Play (five turns a round, six cards: one is held back): greedy places the
    character worth most (CHARACTER_WORTH) and rates the one worth least lowest."""
    match = start([{"hand": WAGON}, {"hand": DRAGON}, {"hand": DRAGON}])
    heuristic = IoHeuristic()
    legal = match.legal_actions(0)
    scores = heuristic.score_all(match.view(0), legal)
    placed = {BOOK(a.card).character: s for a, s in zip(legal, scores, strict=True)}  # type: ignore[attr-defined]
    assert max(placed, key=placed.__getitem__) == max(WAGON, key=CHARACTER_WORTH.__getitem__)
    assert min(placed, key=placed.__getitem__) == min(WAGON, key=CHARACTER_WORTH.__getitem__)


def test_in_the_extra_turns_of_a_tie_greedy_places_any_card() -> None:
    """Ending the Game (a tie at the top plays more turns): once a Hoard has reached the
    target, greedy rates every card alike, so its own stream picks one at random."""
    tied = {"hand": WAGON, "hoard": 80}
    match = start([tied, dict(tied), {"hand": DRAGON, "hoard": 60}])
    legal = match.legal_actions(0)
    assert len(set(IoHeuristic().score_all(match.view(0), legal))) == 1
    earlier = start([{"hand": WAGON, "hoard": 60}, {"hand": WAGON}, {"hand": DRAGON}])
    assert len(set(IoHeuristic().score_all(earlier.view(0), legal))) > 1


def test_greedy_bots_tied_at_the_top_still_finish_the_game() -> None:
    """Ending the Game: a tie plays more turns *until there is a winner*. Five greedy seats
    of seed 16 tie at the top with the same hands; if they kept placing by worth they would
    repeat the same turn for ever (they did: 678 turns, still tied)."""
    config = make_config(GAME, ["greedy"] * 5, 16)
    match = play_game(RULES, config, bots_for(config), max_actions=5000)
    assert match.is_over and match.outcome() is not None
    assert match.state.turn < 40


def _guesses(guess: float, quick_auction: bool = False, games: int = 2) -> dict[str, list[int]]:
    """Over greedy games at three seats: of the others' hidden choices (face-down cards,
    placed or chosen in secret; sealed bids), how many a sample from the acting seat's
    view holds right (the card's character; the bid), and how many there were."""
    counts = {"cards": [0, 0], "bids": [0, 0]}
    for g in range(games):
        options = {"quick_auction": quick_auction}
        config = make_config("inns-and-outcasts", ["greedy"] * 3, 40 + g)
        bots = bots_for(config)
        match = new_match(RULES, 3, 40 + g, options=options)
        rng = random.Random(g)
        while not match.is_over:
            seat = min(match.to_act())
            view = RULES.view(match.state, seat)
            sample = RULES.sample_state(view, seat, random.Random(rng.random()), guess)
            secret = match.state.secret
            for other in range(3):
                if other == seat:
                    continue
                truth, guessed = match.state.players[other], sample.players[other]
                shown = view.players[other]
                if shown.placed and not shown.face_up and truth.current is not None:
                    assert guessed.current is not None
                    same = BOOK(guessed.current).character == BOOK(truth.current).character
                    counts["cards"][0] += same
                    counts["cards"][1] += 1
                topic = secret.topic if secret is not None else None
                if (
                    secret is not None
                    and other in secret.chosen
                    and topic in (TOPIC_CARDS, TOPIC_BIDS)
                ):
                    assert sample.secret is not None
                    mine, real = sample.secret.chosen[other], secret.chosen[other]
                    if topic == TOPIC_CARDS:
                        counts["cards"][0] += BOOK(mine).character == BOOK(real).character
                        counts["cards"][1] += 1
                    else:
                        counts["bids"][0] += mine == real
                        counts["bids"][1] += 1
            legal = match.legal_actions(seat)
            match.apply(seat, bots[seat].choose(view, legal, rng))
    return counts


def test_a_guessing_sample_holds_the_face_down_cards_a_greedy_player_placed() -> None:
    """sample.py ``guess`` (hard's samples; How to Play: each player places a card face
    down): against greedy players the guessed face-down card is the one they placed, where
    a sample at random is often wrong. Only the view is read: greedy's choice is rebuilt
    from each seat's view of the sample."""
    (right, total), _ = _guesses(guess=True).values()
    (at_random, total_random), _ = _guesses(guess=False).values()
    assert total == total_random > 100
    assert right / total > 0.97
    assert at_random / total < 0.8


def test_a_sample_guessing_half_the_time_holds_the_greedy_card_between_random_and_always() -> None:
    """sample.py ``guess`` as a chance (How to Play: the face-down card): guessing each
    hidden card with chance 0.5 holds greedy's card more often than a sample at random and
    less often than one that always guesses."""
    right = {g: _guesses(guess=g)["cards"] for g in (0.0, 0.5, 1.0)}
    share = {g: r / n for g, (r, n) in right.items()}
    assert share[0.0] + 0.05 < share[0.5] < share[1.0] - 0.05


def test_a_guessing_sample_holds_the_sealed_bids_greedy_players_made() -> None:
    """sample.py ``guess``, Optional Rules: Quick Auction (everyone bids in secret): the
    guessed sealed bid is the one a greedy player made, where a bid drawn at random from 0
    to its Table Setting is often wrong."""
    right, total = _guesses(guess=True, quick_auction=True, games=4)["bids"]
    at_random, total_random = _guesses(guess=False, quick_auction=True, games=4)["bids"]
    assert total == total_random > 5
    assert right / total > 0.9
    assert at_random / total < 0.85  # many bids can only be 0 (an empty Table Setting)


def test_easy_weighs_the_heuristics_two_best_cards_and_normal_its_four() -> None:
    """game/bots levels as Inns & Outcasts sets them (``GameEntry.levels``; How to Play:
    each player places a card face down): easy searches the two cards the heuristic rates
    best, normal the four best, so easy misses what only a third-ranked card does."""
    match = new_match(RULES, 3, 5)
    config = make_config(GAME, ["greedy"] * 3, 5)
    greedy = bots_for(config)
    rng = random.Random(5)
    while True:
        seat = min(match.to_act())
        legal = match.legal_actions(seat)
        if len(legal) >= 5 and all(isinstance(a, act.PlaceCard) for a in legal):
            break
        match.apply(seat, greedy[seat].choose(RULES.view(match.state, seat), legal, rng))
    view = RULES.view(match.state, seat)
    easy, normal = make_bot("easy", GAME), make_bot("normal", GAME)
    assert isinstance(easy, ISMCTSBot) and isinstance(normal, ISMCTSBot)
    ranked = sorted(
        zip(IoHeuristic().score_all(view, legal), range(len(legal)), strict=True),
        key=lambda sv: (-sv[0], sv[1]),
    )
    best = [legal[i] for _, i in ranked]
    assert easy.candidates(view, legal) == best[:2]
    assert normal.candidates(view, legal) == best[:4]


def test_hard_guesses_the_others_hidden_choices_and_normal_draws_them_at_random() -> None:
    """game/bots ``Level.guesses``: Inns & Outcasts' sampler can guess (``rules.guesses``),
    so hard samples with guesses and the other levels at random; a game whose sampler
    cannot guess (AIM) gives no level guesses."""
    hard, normal, easy = (make_bot(k, "inns-and-outcasts") for k in ("hard", "normal", "easy"))
    assert getattr(hard, "guess", None) is True
    assert getattr(normal, "guess", None) is False and getattr(easy, "guess", None) is False
    assert getattr(make_bot("hard", "aim"), "guess", None) is False
