"""Writes tests/loot_roll/scenarios/*.json: one self-checking scenario per ability card,
per usable or passive loot card and per monster effect.

    python -m tests.loot_roll.make_scenarios

Each scenario is described here with card NAMES and short steps (``("play", seat, name,
target, pick)``, ``("to", seat, phase)``: pass round the window until ``seat`` holds
priority, ``("choose", {seat: side})``, ``("act", seat, {...})``); the script resolves names
to card ids, expands the passes into plain actions, and writes the scenario with its
``expect`` block (written here by hand from the rules, with names resolved). Every file is
run before it is written and must hold its expectations; tests/test_scenario_files.py runs
them all again. Expectations never read a die face (dice are chance): roll scenarios check
the cards' modifiers and bonuses, or the events.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.core.errors import IllegalAction
from game.core.scenario import Scenario, check_expectations, run_scenario
from game.games.loot_roll import actions as act
from game.games.loot_roll.model import LrState
from game.registry import get_rules

RULES = get_rules("loot-roll")
assert RULES is not None
T = RULES.t  # type: ignore[attr-defined]
OUT = Path(__file__).parent / "scenarios"

GEAR = {"head": "Leather Cap", "body": "Padded Vest"}
"""Two commons: Survivability 3."""
KEEP_OPEN = ["Haggle"]
"""A town card in a hand: its seat is asked in every window (D13) but cannot play it, so the
window stays open long enough for the final view to show the effect."""


def ids(name: str) -> list[int]:
    return [c for c in range(T.n) if T.book(c).name.casefold() == name.casefold()]


class Script:
    """Runs steps on a live match to record plain actions (names resolved to ids)."""

    def __init__(self, seats: int, seed: int, position: dict[str, Any]) -> None:
        from game.core.scenario import start_match

        self.scenario = Scenario(game="loot-roll", seats=seats, seed=seed, position=position)
        self.match = start_match(RULES, self.scenario)  # type: ignore[arg-type]
        self.actions: list[dict[str, Any]] = []
        self.refused = False

    @property
    def state(self) -> LrState:
        return self.match.state  # type: ignore[no-any-return]

    def find(self, seat: int, name: str) -> int:
        s = self.state
        p = s.players[seat]
        pool = [*p.hand, *p.bag, *p.slots.values()]
        if s.placing is not None:
            pool.append(s.placing)
        for c in sorted(set(pool)):
            if T.book(c).name.casefold() == name.casefold():
                return c
        raise AssertionError(f"seat {seat} has no {name}")

    def do(self, seat: int, action: Any) -> None:
        """Apply and record ``action``; a refused one is recorded and ends the script (the
        scenario's ``refused`` expectation names it)."""
        data = {"kind": action.kind, **action.model_dump(exclude_defaults=True)}
        self.actions.append({"seat": seat, "action": data})
        try:
            self.match.apply(seat, action)
        except IllegalAction:
            self.refused = True

    def step(self, step: tuple[Any, ...]) -> None:
        if self.refused:
            raise AssertionError("no step may follow a refused one")
        kind = step[0]
        if kind == "play":
            _, seat, name, *rest = step
            target = rest[0] if rest else None
            pick = rest[1] if len(rest) > 1 else None
            if isinstance(pick, str):  # a card by name in the target's (or own) bag
                owner = target if target is not None else seat
                pick = self.find(owner, pick)
            self.do(seat, act.Play(card=self.find(seat, name), target=target, pick=pick))
        elif kind == "equip":
            self.do(step[1], act.Equip(card=self.find(step[1], step[2])))
        elif kind == "act":
            self.do(step[1], RULES.action_adapter.validate_python(step[2]))  # type: ignore[union-attr]
        elif kind == "to":  # pass round until seat holds priority in phase
            _, seat, phase = step
            for _ in range(50):
                w = self.state.window
                assert w is not None, f"no window for seat {seat}"
                if w.holder == seat and self.state.phase == phase:
                    return
                self.do(w.holder, act.Pass())
            raise AssertionError("priority never came round")
        elif kind == "pass":  # pass while a window of this phase is open
            for _ in range(50):
                w = self.state.window
                if w is None or self.state.phase != step[1] or self.state.pending:
                    return
                self.do(w.holder, act.Pass())
        elif kind == "choose":
            for seat in range(self.state.n_seats):
                side = step[1].get(seat, "flight")
                self.do(seat, act.Choose(side=side))
        else:
            raise ValueError(kind)


def write(
    file: str,
    description: str,
    position: dict[str, Any],
    steps: list[tuple[Any, ...]],
    expect: dict[str, Any],
    seats: int = 4,
    seed: int = 1,
) -> None:
    """Run the steps, then write the scenario and check it holds its expectations."""
    script = Script(seats, seed, position)
    for step in steps:
        script.step(step)
    data = {
        "game": "loot-roll",
        "seats": seats,
        "seed": seed,
        "description": description,
        "position": position,
        "actions": script.actions,
        "expect": expect,
    }
    scenario = Scenario.model_validate(data)
    result = run_scenario(RULES, scenario)  # type: ignore[arg-type]
    broken = check_expectations(scenario, result)
    if broken or (result.error and "refused" not in expect):
        raise AssertionError(f"{file}: {result.error or ''} {broken}")
    (OUT / f"{file}.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def view(seat: int | None, **values: Any) -> dict[str, Any]:
    return {"seat": seat, "values": {k.replace("__", "."): v for k, v in values.items()}}


def fight_pos(monster: str, players: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    pos: dict[str, Any] = {"players": players, "decks": {"monsters": [monster]}}
    pos.update(extra)
    return pos


def roll_pos(hands: list[list[str]], **extra: Any) -> dict[str, Any]:
    """Seats 0 and 1 (Survivability 3 each) beat a Giant Rat (3) and roll for Copper Coins;
    seat 2 keeps the windows open."""
    players = [
        {"slots": GEAR, "hand": hands[0]},
        {"slots": GEAR, "hand": hands[1]},
        {"hand": KEEP_OPEN},
        {},
    ]
    for seat, more in extra.items():
        players[int(seat[1:])].update(more)
    return {"players": players, "decks": {"monsters": ["Giant Rat"], "common": ["Copper Coins"]}}


TO_ROLL: list[tuple[Any, ...]] = [
    ("act", 0, {"kind": "fight"}),
    ("pass", "prepare"),
    ("choose", {0: "fight", 1: "fight"}),
    ("pass", "fight"),
]


def fight_steps(sides: dict[int, str], boss: bool = False) -> list[tuple[Any, ...]]:
    return [("act", 0, {"kind": "fight", "boss": boss}), ("pass", "prepare"), ("choose", sides)]


def abilities() -> None:
    c = ids
    write(
        "ability_loaded_die",
        "Loaded Die after the dice land: +2 on its player's roll.",
        roll_pos([["Loaded Die"], []]),
        [*TO_ROLL, ("to", 0, "roll"), ("play", 0, "Loaded Die")],
        {
            "events": ["dice_rolled", "card_played", "modifier_added"],
            "view": view(
                0, roll__mods__0__amount=2, roll__mods__0__target=0, players__0__hand_count=0
            ),
        },
    )
    write(
        "ability_jinx",
        "Jinx takes 3 off another roller's total.",
        roll_pos([[], ["Jinx"]]),
        [*TO_ROLL, ("to", 1, "roll"), ("play", 1, "Jinx", 0)],
        {"view": view(1, roll__mods__0__amount=-3, roll__mods__0__target=0, roll__mods__0__by=1)},
    )
    write(
        "ability_lucky_star",
        "Lucky Star: +6 on its player's roll.",
        roll_pos([["Lucky Star"], []]),
        [*TO_ROLL, ("to", 0, "roll"), ("play", 0, "Lucky Star")],
        {"view": view(0, roll__mods__0__amount=6, roll__mods__0__target=0)},
    )
    write(
        "ability_second_chance",
        "Second Chance: its player throws again and keeps the better die.",
        roll_pos([["Second Chance"], []]),
        [*TO_ROLL, ("to", 0, "roll"), ("play", 0, "Second Chance")],
        {"events": ["dice_rolled", "card_played", "die_rerolled"], "view": view(0, roll__mods=[])},
    )
    write(
        "ability_butterfingers",
        "Butterfingers: another roller must throw again and keep it.",
        roll_pos([["Butterfingers"], []]),
        [*TO_ROLL, ("to", 0, "roll"), ("play", 0, "Butterfingers", 1)],
        {"events": ["card_played", "die_rerolled"], "view": view(0, players__0__hand_count=0)},
    )
    write(
        "ability_switcheroo",
        "Switcheroo: two rollers trade totals (Loaded Die's +2 moves with them).",
        roll_pos([["Switcheroo", "Loaded Die"], []]),
        [
            *TO_ROLL,
            ("to", 0, "roll"),
            ("play", 0, "Loaded Die"),
            ("to", 0, "roll"),
            ("play", 0, "Switcheroo", 1),
        ],
        {
            "events": ["modifier_added", "card_played", "rolls_swapped"],
            "view": view(0, roll__mods__0__target=1, roll__mods__0__amount=2),
        },
    )
    write(
        "ability_dispel",
        "Dispel cancels the Hamstring another seat played.",
        fight_pos(
            "Giant Rat",
            [{"hand": ["Dispel"], "slots": GEAR}, {"hand": ["Hamstring"]}, {"hand": KEEP_OPEN}, {}],
        ),
        [
            ("act", 0, {"kind": "fight"}),
            ("to", 1, "prepare"),
            ("play", 1, "Hamstring"),
            ("to", 0, "prepare"),
            ("play", 0, "Dispel", None, 0),
        ],
        {"view": view(0, fight__need=3, fight__mods__0__live=False, fight__mods__0__amount=-3)},
    )
    write(
        "ability_battle_cry",
        "Battle Cry: +3 Survivability to a fighter for this fight.",
        fight_pos(
            "Grave Worm", [{"hand": ["Battle Cry"], "slots": GEAR}, {}, {"hand": KEEP_OPEN}, {}]
        ),
        [*fight_steps({0: "fight"}), ("to", 0, "fight"), ("play", 0, "Battle Cry")],
        {"view": view(0, fight__party_total=6, players__0__survivability=6, fight__need=8)},
    )
    write(
        "ability_rally",
        "Rally: +4 to the party's total.",
        fight_pos(
            "Grave Worm",
            [{"hand": ["Rally"], "slots": GEAR}, {"slots": GEAR}, {"hand": KEEP_OPEN}, {}],
        ),
        [*fight_steps({0: "fight", 1: "fight"}), ("to", 0, "fight"), ("play", 0, "Rally")],
        {"view": view(0, fight__party_total=10, fight__mods__0__target=-1)},
    )
    write(
        "ability_hamstring",
        "Hamstring: the monster has 3 less Survivability.",
        fight_pos(
            "Grave Worm", [{"hand": ["Hamstring"], "slots": GEAR}, {}, {"hand": KEEP_OPEN}, {}]
        ),
        [*fight_steps({0: "fight"}), ("to", 0, "fight"), ("play", 0, "Hamstring")],
        {"view": view(0, fight__need=5, fight__mods__0__target=-2)},
    )
    write(
        "ability_poke_the_beast",
        "Poke the Beast, played by a seat that fled: +4 to the monster.",
        fight_pos(
            "Giant Rat", [{"slots": GEAR}, {"hand": ["Poke the Beast"]}, {"hand": KEEP_OPEN}, {}]
        ),
        [*fight_steps({0: "fight"}), ("to", 1, "fight"), ("play", 1, "Poke the Beast")],
        {"view": view(1, fight__need=7, fight__party_total=3)},
    )
    write(
        "ability_tripwire",
        "Tripwire: a fighter has 3 less Survivability.",
        fight_pos("Giant Rat", [{"slots": GEAR}, {"hand": ["Tripwire"]}, {"hand": KEEP_OPEN}, {}]),
        [*fight_steps({0: "fight"}), ("to", 1, "fight"), ("play", 1, "Tripwire", 0)],
        {"view": view(1, fight__party_total=0, players__0__survivability=0)},
    )
    write(
        "ability_smoke_bomb",
        "Smoke Bomb: a warded fighter owes nothing if the party is beaten.",
        fight_pos(
            "Grave Worm",
            [{"hand": ["Smoke Bomb"], "bag": ["Copper Coins"]}, {}, {"hand": KEEP_OPEN}, {}],
        ),
        [*fight_steps({0: "fight"}), ("to", 0, "fight"), ("play", 0, "Smoke Bomb")],
        {"view": view(0, fight__warded=[0], fight__owed__0=0, fight__owed__1=2)},
    )
    write(
        "ability_cold_feet",
        "Cold Feet: a seat that fled jumps into the fight.",
        fight_pos(
            "Grave Worm",
            [{"slots": GEAR}, {"hand": ["Cold Feet"], "slots": GEAR}, {"hand": KEEP_OPEN}, {}],
        ),
        [*fight_steps({0: "fight"}), ("to", 1, "fight"), ("play", 1, "Cold Feet")],
        {"view": view(1, fight__fighters=[0, 1], fight__fled=[2, 3], fight__party_total=6)},
    )
    write(
        "ability_taunt",
        "Taunt: its target may only choose Fight.",
        fight_pos("Giant Rat", [{"hand": ["Taunt"]}, {}, {"hand": KEEP_OPEN}, {}]),
        [
            ("act", 0, {"kind": "fight"}),
            ("to", 0, "prepare"),
            ("play", 0, "Taunt", 1),
            ("pass", "prepare"),
        ],
        {"view": view(1, fight__forbid=[1], ctx__phase="choose")},
    )
    write(
        "ability_wrong_turn",
        "Wrong Turn: the Grave Worm is discarded; the Giant Rat steps in, still a boss.",
        {
            "players": [{"hand": ["Wrong Turn"]}, {}, {"hand": KEEP_OPEN}, {}],
            "decks": {"monsters": ["Grave Worm", "Giant Rat"]},
        },
        [
            ("act", 0, {"kind": "fight", "boss": True}),
            ("to", 0, "prepare"),
            ("play", 0, "Wrong Turn"),
        ],
        {
            "view": view(
                0,
                fight__monster=c("Giant Rat")[0],
                fight__boss=True,
                fight__need=10,
                **{"discards__monsters": [c("Grave Worm")[0]]},
            )
        },
    )
    write(
        "ability_deep_pockets",
        "Deep Pockets: one more rare card if the party wins; one more owed if not.",
        fight_pos(
            "Grave Worm", [{"hand": ["Deep Pockets"], "slots": GEAR}, {}, {"hand": KEEP_OPEN}, {}]
        ),
        [*fight_steps({0: "fight"}), ("to", 0, "fight"), ("play", 0, "Deep Pockets")],
        {"view": view(0, fight__extra__rare=1, fight__reward=3, fight__owed__0=3)},
    )
    write(
        "ability_scout_ahead",
        "Scout Ahead: look at the top monster, then slide it to the bottom.",
        {
            "players": [{"hand": ["Scout Ahead"]}, {}],
            "decks": {"monsters": ["Grave Worm", "Giant Rat"]},
        },
        [("play", 0, "Scout Ahead")],
        {
            "events": ["card_played", "monster_scouted"],
            "view": view(0, scouted=c("Grave Worm")[0], pending__0__kind="scout"),
        },
        seats=2,
    )
    write(
        "ability_scout_ahead_bottom",
        "Scout Ahead, then the monster goes to the bottom: the scout forgets it.",
        {
            "players": [{"hand": ["Scout Ahead"]}, {}],
            "decks": {"monsters": ["Grave Worm", "Giant Rat"]},
        },
        [("play", 0, "Scout Ahead"), ("act", 0, {"kind": "scout_decision", "bottom": True})],
        {"events": ["monster_scouted", "scout_decided"], "view": view(0, scouted=None, pending=[])},
        seats=2,
    )
    write(
        "ability_second_wind",
        "Second Wind: after exploring, the same player takes another main action.",
        {"players": [{"hand": ["Second Wind"]}, {}], "decks": {"common": ["Copper Coins"]}},
        [("play", 0, "Second Wind"), ("act", 0, {"kind": "explore"}), ("act", 0, {"kind": "keep"})],
        {
            "events": ["extra_action_gained", "common_drawn", "loot_kept", "extra_action_taken"],
            "view": view(0, active=0, ctx__phase="turn", extra_actions=0, turns=1),
        },
        seats=2,
    )
    write(
        "ability_pickpocket",
        "Pickpocket takes the only ability card of another player.",
        {"players": [{"hand": ["Pickpocket"]}, {"hand": ["Rally"]}, {}]},
        [("play", 0, "Pickpocket", 1)],
        {
            "events": ["card_played", "ability_stolen"],
            "view": view(0, players__0__hand=c("Rally")[:1], players__1__hand_count=0),
        },
        seats=3,
    )
    write(
        "ability_sticky_fingers",
        "Sticky Fingers moves a cheap loot card from another bag.",
        {"players": [{"hand": ["Sticky Fingers"]}, {"bag": ["Silver Ring", "Gold Chalice"]}]},
        [("play", 0, "Sticky Fingers", 1, "Silver Ring")],
        {
            "view": view(
                0, players__0__bag=c("Silver Ring")[:1], players__1__bag=c("Gold Chalice")[:1]
            )
        },
        seats=2,
    )
    write(
        "ability_eavesdrop",
        "Eavesdrop: the peeker sees the target's hand; nobody else does.",
        {"players": [{"hand": ["Eavesdrop"]}, {"hand": ["Rally", "Jinx"]}, {}]},
        [("play", 0, "Eavesdrop", 1)],
        {
            "view": [
                view(0, players__1__known=sorted([c("Jinx")[0], c("Rally")[0]])),
                view(2, players__1__known=[], players__1__hand=None),
            ]
        },
        seats=3,
    )
    write(
        "ability_carrier_pigeon",
        "Carrier Pigeon sends a bag card to the bank.",
        {"players": [{"hand": ["Carrier Pigeon"], "bag": ["Gold Chalice"]}, {}]},
        [("play", 0, "Carrier Pigeon", None, "Gold Chalice")],
        {
            "view": view(
                0, players__0__bag=[], players__0__bank=c("Gold Chalice")[:1], players__0__score=5
            )
        },
        seats=2,
    )
    write(
        "ability_haggle",
        "Haggle: every card costs 2 less this town turn (never below 0).",
        {"players": [{"hand": ["Haggle"]}, {}], "phase": "town", "vendor": ["Lucky Star", "Jinx"]},
        [("play", 0, "Haggle")],
        {"view": view(0, prices__0=3, prices__1=0, discount=2)},
        seats=2,
    )
    write(
        "ability_windfall",
        "Windfall draws two ability cards.",
        {"players": [{"hand": ["Windfall"]}, {}], "decks": {"ability": ["Rally", "Jinx"]}},
        [("play", 0, "Windfall")],
        {
            "events": ["card_played", "ability_drawn", "ability_drawn"],
            "view": view(0, players__0__hand=sorted([c("Rally")[0], c("Jinx")[0]])),
        },
        seats=2,
    )


def loot() -> None:
    c = ids
    write(
        "loot_healing_draught",
        "Healing Draught used in preparation: +2 for this fight.",
        fight_pos("Grave Worm", [{"bag": ["Healing Draught"], "hand": KEEP_OPEN}, {}, {}, {}]),
        [("act", 0, {"kind": "fight"}), ("to", 0, "prepare"), ("play", 0, "Healing Draught")],
        {
            "view": view(
                0,
                players__0__survivability=3,
                players__0__bag=[],
                discards__common=c("Healing Draught")[:1],
            )
        },
    )
    write(
        "loot_old_map",
        "Old Map used on one's turn: a scout.",
        {"players": [{"bag": ["Old Map"]}, {}], "decks": {"monsters": ["Bat Swarm"]}},
        [("play", 0, "Old Map")],
        {"view": view(0, scouted=c("Bat Swarm")[0])},
        seats=2,
    )
    for name, bonus, where in (
        ("Rabbit's Foot", 1, "bag"),
        ("Gambler's Ring", 2, "bag"),
        ("Amulet of Fortune", 3, "bag"),
        ("Pathfinder Boots", 1, "feet"),
        ("Windstride Boots", 2, "feet"),
    ):
        extra = {"bag": [name]} if where == "bag" else {"slots": {**GEAR, "feet": name}}
        write(
            f"loot_{T.book(c(name)[0]).design.id.replace('-', '_')}",
            f"{name} ({'carried' if where == 'bag' else 'worn'}) adds {bonus} to each of its owner's rolls.",
            roll_pos([[], []], s0=extra),
            TO_ROLL,
            {"view": view(0, roll__bonus__0=bonus, roll__bonus__1=0, players__0__roll_bonus=bonus)},
        )
    for name, cap in (("Satchel Belt", 8), ("Explorer's Pack", 9), ("Dimensional Belt", 10)):
        write(
            f"loot_{T.book(c(name)[0]).design.id.replace('-', '_')}",
            f"{name} worn: the bag holds {cap}.",
            {"players": [{"bag": [name]}, {}]},
            [("equip", 0, name)],
            {"view": view(0, players__0__capacity=cap)},
            seats=2,
        )
    write(
        "loot_giantsbane",
        "Giantsbane adds 3 more against a boss.",
        fight_pos(
            "Giant Rat", [{"slots": {"main_hand": "Giantsbane"}, "hand": KEEP_OPEN}, {}, {}, {}]
        ),
        [("act", 0, {"kind": "fight", "boss": True})],
        {"view": view(0, players__0__survivability=1 + 2 + 3)},
    )
    write(
        "loot_giantsbane_regular",
        "Giantsbane against a regular monster: no bonus.",
        fight_pos(
            "Giant Rat", [{"slots": {"main_hand": "Giantsbane"}, "hand": KEEP_OPEN}, {}, {}, {}]
        ),
        [("act", 0, {"kind": "fight"})],
        {"view": view(0, players__0__survivability=3)},
    )
    write(
        "loot_merchants_seal",
        "Merchant's Seal carried: ability cards cost 1 less.",
        {
            "players": [{"bag": ["Merchant's Seal"]}, {}],
            "phase": "town",
            "vendor": ["Lucky Star", "Jinx"],
        },
        [],
        {"view": view(0, prices__0=4, prices__1=1, players__0__price_cut=1)},
        seats=2,
    )
    write(
        "loot_elixir_of_might",
        "Elixir of Might: +4 for this fight.",
        fight_pos("Grave Worm", [{"bag": ["Elixir of Might"], "hand": KEEP_OPEN}, {}, {}, {}]),
        [("act", 0, {"kind": "fight"}), ("to", 0, "prepare"), ("play", 0, "Elixir of Might")],
        {"view": view(0, players__0__survivability=5)},
    )
    write(
        "loot_phoenix_feather",
        "Phoenix Feather: +8 for this fight.",
        fight_pos("Grave Worm", [{"bag": ["Phoenix Feather"], "hand": KEEP_OPEN}, {}, {}, {}]),
        [("act", 0, {"kind": "fight"}), ("to", 0, "prepare"), ("play", 0, "Phoenix Feather")],
        {"view": view(0, players__0__survivability=9)},
    )
    write(
        "loot_vanishing_powder",
        "Vanishing Powder: its user loses no loot if the party is beaten.",
        fight_pos(
            "Grave Worm",
            [{"bag": ["Vanishing Powder", "Copper Coins"], "hand": KEEP_OPEN}, {}, {}, {}],
        ),
        [("act", 0, {"kind": "fight"}), ("to", 0, "prepare"), ("play", 0, "Vanishing Powder")],
        {"view": view(0, fight__warded=[0], fight__owed__0=0)},
    )
    write(
        "loot_aegis_of_dawn",
        "Aegis of Dawn worn: a defeat costs one card less.",
        fight_pos(
            "Grave Worm", [{"slots": {"off_hand": "Aegis of Dawn"}, "hand": KEEP_OPEN}, {}, {}, {}]
        ),
        [("act", 0, {"kind": "fight"})],
        {"view": view(0, fight__owed__0=1, fight__owed__1=2, players__0__loss_shield=1)},
    )
    write(
        "loot_dice_of_fate",
        "Dice of Fate: a better-of-two throw, turned sideways until the next dungeon.",
        roll_pos([[], []], s0={"bag": ["Dice of Fate"]}),
        [*TO_ROLL, ("to", 0, "roll"), ("play", 0, "Dice of Fate")],
        {
            "events": ["card_played", "die_rerolled"],
            "view": view(0, exhausted=c("Dice of Fate"), players__0__bag=c("Dice of Fate")),
        },
    )


def monsters() -> None:
    c = ids
    write(
        "monster_goblin_cutpurse",
        "Goblin Cutpurse: each seat that flees drops a card (one card: at once).",
        fight_pos(
            "Goblin Cutpurse",
            [
                {"slots": GEAR},
                {"bag": ["Silver Ring"]},
                {"bag": ["Copper Coins", "Gold Chalice"]},
                {},
            ],
        ),
        fight_steps({0: "fight"}),
        {
            "events": ["secret_choices_revealed", "loot_dropped", "drop_owed"],
            "view": view(2, players__1__bag=[], pending__0__seat=2, pending__0__reason="toll"),
        },
    )
    write(
        "monster_deep_spider",
        "Deep Spider: everyone who flees drops a loot card.",
        {
            "players": [{"slots": GEAR}, {"bag": ["Silver Ring"]}, {}, {}],
            "dungeon": 2,
            "decks": {"monsters": ["Deep Spider"]},
        },
        fight_steps({0: "fight"}),
        {"view": view(1, players__1__bag=[])},
    )
    write(
        "monster_bat_swarm",
        "Bat Swarm gains 1 per fighter.",
        fight_pos("Bat Swarm", [{"slots": GEAR, "hand": KEEP_OPEN}, {"slots": GEAR}, {}, {}]),
        fight_steps({0: "fight", 1: "fight"}),
        {"view": view(0, fight__need=4, fight__party_total=6)},
    )
    write(
        "monster_fire_imps",
        "Fire Imps gain 2 per fighter.",
        {
            "players": [{"slots": GEAR, "hand": KEEP_OPEN}, {"slots": GEAR}, {}, {}],
            "dungeon": 3,
            "decks": {"monsters": ["Fire Imps"]},
        },
        fight_steps({0: "fight", 1: "fight"}),
        {"view": view(0, fight__need=13 + 4, fight__printed=13)},
    )
    for name, dungeon, slot, gear in (
        ("Barrow Wight", 1, "head", {"head": "Iron Pot Helm", "body": "Padded Vest"}),
        ("Rust Eater", 2, "body", {"head": "Iron Pot Helm", "body": "Padded Vest"}),
        ("Lava Golem", 3, "feet", {"head": "Iron Pot Helm", "feet": "Worn Boots"}),
        ("Ember Dragon", 3, "off_hand", {"head": "Iron Pot Helm", "off_hand": "Plank Shield"}),
    ):
        lost = {"head": 2, "body": 1, "feet": 1, "off_hand": 1}[slot]
        write(
            f"monster_{T.book(c(name)[0]).design.id.replace('-', '_')}",
            f"{name}: {slot.replace('_', ' ')} equipment adds nothing.",
            {
                "players": [{"slots": gear, "hand": KEEP_OPEN}, {}, {}, {}],
                "dungeon": dungeon,
                "decks": {"monsters": [name]},
            },
            [("act", 0, {"kind": "fight"})],
            {"view": view(0, players__0__survivability=1 + 2 + 1 - lost)},
        )
    for name, dungeon, boss, owed in (
        ("Hobgoblin Brute", 1, False, 3),
        ("Cult Pyromancer", 3, False, 3),
        ("Ogre Foreman", 2, True, 4),
        ("Ogre Foreman", 2, False, 2),
    ):
        suffix = (
            "_boss"
            if boss and name == "Ogre Foreman"
            else ("_regular" if name == "Ogre Foreman" else "")
        )
        write(
            f"monster_{T.book(c(name)[0]).design.id.replace('-', '_')}{suffix}",
            f"{name} as a {'boss' if boss else 'regular monster'}: a defeat costs {owed} cards.",
            {
                "players": [{"hand": KEEP_OPEN}, {}, {}, {}],
                "dungeon": dungeon,
                "decks": {"monsters": [name]},
            },
            [("act", 0, {"kind": "fight", "boss": boss})],
            {"view": view(0, fight__owed__0=owed)},
        )
    for name, dungeon in (("Lantern Ghost", 2), ("Ash Wraith", 3)):
        write(
            f"monster_{T.book(c(name)[0]).design.id.replace('-', '_')}",
            f"{name}: no ability cards in its preparation and fight (Rally is refused; the draught works).",
            {
                "players": [{"hand": ["Rally"], "bag": ["Healing Draught"]}, {}, {}, {}],
                "dungeon": dungeon,
                "decks": {"monsters": [name]},
            },
            [("act", 0, {"kind": "fight"}), ("play", 0, "Rally")],
            {
                "refused": {"step": 1, "contains": "No ability cards"},
                "view": view(0, fight__silenced=True),
            },
        )
    write(
        "monster_hellhound",
        "Hellhound: the player who started the fight cannot choose Flight.",
        {"players": [{}, {}, {}, {}], "dungeon": 3, "decks": {"monsters": ["Hellhound"]}},
        [("act", 0, {"kind": "fight"}), ("act", 0, {"kind": "choose", "side": "flight"})],
        {"refused": {"step": 1, "contains": "Flight is not allowed"}},
    )


def printed_rules() -> None:
    """One scenario per rule read as the rulebook prints it (README section 2: D3, D4, D5,
    D24, D46), and its variant where one exists."""
    explore = [("act", 0, {"kind": "explore"}), ("act", 0, {"kind": "keep"})]
    write(
        "rule_no_torch",
        "Dungeon Progression: the party leaves a dungeon once a boss has been defeated; "
        "without the torch variant, forty turns in dungeon 1 do not end it.",
        {"players": [{}, {}], "turns": 40, "decks": {"common": ["Copper Coins"]}},
        explore,
        {"view": view(0, dungeon=1, ctx__phase="turn", turns=41, turns_left=None, torch=0)},
        seats=2,
    )
    write(
        "rule_torch_variant",
        "The torch variant (4 rounds): after the last turn of the fourth round the dungeon "
        "collapses with its boss standing, and the party goes to town.",
        {"players": [{}, {}], "torch": 4, "turns": 8, "decks": {"common": ["Copper Coins"]}},
        explore,
        {
            "events": ["loot_kept", "dungeon_collapsed", "town_opened"],
            "view": view(0, ctx__phase="town"),
        },
        seats=2,
    )
    write(
        "rule_printed_monster_numbers",
        "Monster Cards: the printed numbers. Grave Worm fought as a boss at two players "
        "needs its printed 14.",
        fight_pos("Grave Worm", [{}, {}]),
        [("act", 0, {"kind": "fight", "boss": True})],
        {"view": view(0, fight__printed=14, fight__need=14, scaled=False)},
        seats=2,
    )
    write(
        "rule_scaled_variant",
        "The scaled-monsters variant: at two players a dungeon 1 boss is 4 weaker (14 -> 10).",
        fight_pos("Grave Worm", [{}, {}], scaled=True),
        [("act", 0, {"kind": "fight", "boss": True})],
        {"view": view(0, fight__printed=10, fight__need=10, scaled=True)},
        seats=2,
    )
    write(
        "rule_one_monster_pile",
        "Setup and Preparation Phase: one monster pile of all 36; in dungeon 2 a dungeon 1 "
        "monster may come up, and when everyone flees it goes to the bottom of that pile.",
        fight_pos("Grave Worm", [{}, {}], dungeon=2),
        [("act", 0, {"kind": "fight"}), ("choose", {})],
        {
            "events": ["monster_drawn", "monster_shelved"],
            "view": view(0, deck_sizes__monsters=36, stacks=False, fight=None),
        },
        seats=2,
    )
    write(
        "rule_stacks_variant",
        "The three-stacks variant: dungeon 2 draws only from its own stack of twelve.",
        fight_pos("Cave Troll", [{}, {}], dungeon=2, stacks=True),
        [("act", 0, {"kind": "fight"})],
        {
            "view": view(
                0,
                **{"deck_sizes__monsters-2": 11, "deck_sizes__monsters-1": 12},
                fight__monster=ids("Cave Troll")[0],
                stacks=True,
            )
        },
        seats=2,
    )
    coins, ring, chalice = ids("Copper Coins")[0], ids("Silver Ring")[0], ids("Gold Chalice")[0]
    write(
        "rule_pay_more_than_the_price",
        "Town Phase: pay with loot worth the price or more, the buyer's choice; no change. "
        "Jinx bought with the whole bag.",
        {
            "players": [{"bag": ["Copper Coins", "Silver Ring", "Gold Chalice"]}, {}],
            "phase": "town",
            "vendor": ["Jinx"],
        },
        [("act", 0, {"kind": "buy", "offer": 0, "pay": sorted([coins, ring, chalice])})],
        {
            "events": ["bought"],
            "view": view(0, players__0__bag=[], players__0__hand=ids("Jinx")[:1]),
        },
        seats=2,
    )
    write(
        "rule_no_timing_any_time",
        "Ability cards: a card that does not say when may be played whenever its owner "
        "likes. Windfall on another player's turn; the turn stays theirs.",
        {"players": [{}, {"hand": ["Windfall"]}], "active": 0},
        [("play", 1, "Windfall")],
        {
            "events": ["card_played", "ability_drawn", "ability_drawn"],
            "view": view(1, active=0, ctx__phase="turn", players__1__hand_count=2),
        },
        seats=2,
    )
    write(
        "rule_printed_timing_waits",
        "Ability cards: a card that says when waits for that moment; Loaded Die is refused "
        "on another player's turn.",
        {"players": [{}, {"hand": ["Loaded Die"]}], "active": 0},
        [("play", 1, "Loaded Die")],
        {"refused": {"step": 0, "contains": "prints no timing"}},
        seats=2,
    )


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for old in OUT.glob("*.json"):
        old.unlink()
    abilities()
    loot()
    monsters()
    printed_rules()
    print(f"{len(list(OUT.glob('*.json')))} scenarios written to {OUT}")


if __name__ == "__main__":
    main()
