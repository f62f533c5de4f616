"""Brick & Mortar content: counts, names, modifiers, the worked examples' arithmetic, and
errors that name the file, the store and the field (rulebook: Components, Store Cards,
Store Reference, every worked example; CONTENT.md: Brick & Mortar)."""

from __future__ import annotations

import json
import re
from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from game.core.errors import ContentError
from game.games.brick_and_mortar import economy as eco
from game.games.brick_and_mortar.content import (
    EXAMPLE_STORES,
    N_MARKET_CARDS,
    N_STARTING,
    N_STORES,
    REFERENCE_STORES,
    STARTING_STORES,
    SYMBOLS,
    ContentBook,
    StoreDef,
    content_book,
    load_content,
    parse_content_text,
)
from game.games.brick_and_mortar.modifiers import (
    ITEM_ORDER,
    KIND_RULES,
    DemandBoxes,
    check_effect,
)

PKG = resources.files("game.games.brick_and_mortar")
RAW_TEXT = PKG.joinpath("content.json").read_text("utf-8")
ICON_NAMES = Path("/work/notes/game-icons/names.txt")
BOOK: ContentBook = content_book()


def raw() -> dict[str, Any]:
    return json.loads(RAW_TEXT)


def store_index(data: dict[str, Any], name: str) -> int:
    return next(i for i, s in enumerate(data["stores"]) if s["name"] == name)


# ------------------------------------------------------------------------------ counts
def test_components_65_stores_6_starting_stores_84_market_cards() -> None:
    """Components: 65 stores, 6 starting stores, 84 market cards."""
    stores = BOOK.store_cards
    assert len(stores) == N_STORES == 65
    assert sum(1 for s in BOOK.stores if s.starting) == N_STARTING == 6
    assert len(BOOK.market) == N_MARKET_CARDS == 84
    assert [c.id for c in BOOK.market] == list(range(84))


def test_every_store_the_rulebook_names_is_present() -> None:
    """Store Reference (43 stores), the examples' stores and the six starting stores."""
    names = {s.name for s in BOOK.stores}
    assert len(REFERENCE_STORES) == 43 and len(EXAMPLE_STORES) == 6
    for name in (*REFERENCE_STORES, *EXAMPLE_STORES, *STARTING_STORES):
        assert name in names, name
    assert all(BOOK.store(n).starting for n in STARTING_STORES)
    assert not any(BOOK.store(n).starting for n in REFERENCE_STORES + EXAMPLE_STORES)


def test_starting_stores_by_player_count() -> None:
    """Setup: starting stores marked for more players are set aside; always enough."""
    for players in (2, 3, 4):
        usable = BOOK.starting_stores(players)
        assert len(usable) >= players
    assert len(BOOK.starting_stores(4)) == 6
    assert {s.min_players for s in BOOK.stores if s.starting} > {2}  # some are 3-4 only


def test_item_types_have_colour_letter_symbol_and_the_given_prices() -> None:
    """Supply/Sale: minimum and maximum prices (food $1-$6, clothing $2-$8, jewelry from
    $7); crates in the box; colour is never the only cue."""
    types = BOOK.types
    assert tuple(types) == ITEM_ORDER
    assert (types["food"].min_price, types["food"].max_price) == (1, 6)
    assert (types["clothing"].min_price, types["clothing"].max_price) == (2, 8)
    assert types["jewelry"].min_price == 7
    assert [t.crates for t in types.values()] == [25, 25, 20, 20, 15]
    for field in ("abbr", "symbol", "icon", "rgb"):
        assert len({getattr(t, field) for t in types.values()}) == 5, field
    # the Resale Shop pays the minimum prices of electronics, jewelry and art
    resale = BOOK.store("Resale Shop").effects[0]
    assert resale.kind == "buy_surplus"
    assert resale.prices == {t: types[t].min_price for t in ("electronics", "jewelry", "art")}


def test_economy_numbers() -> None:
    """Setup and Investment: $15, 10 points, 5 market and 4 store cards, draft 3; points
    sell at $3; at most 10 bought a month, dearer the more at once; debt $2 a token;
    marker 45/45/35 and final month October/October/September."""
    e = load_content().economy
    assert (e.start_money, e.start_points, e.market_hand, e.store_hand, e.draft_keep) == (
        15,
        10,
        5,
        4,
        3,
    )
    assert (e.market_play, e.public_stores, e.point_sale_price, e.debt_value) == (2, 4, 3, 2)
    assert len(e.point_prices) == 10
    steps = [b - a for a, b in zip((0, *e.point_prices), e.point_prices, strict=False)]
    assert all(b >= a for a, b in zip(steps, steps[1:], strict=False)) and steps[0] > 3
    assert e.investment_marker == {"2": 45, "3": 45, "4": 35}
    assert e.final_month == {"2": 10, "3": 10, "4": 9}


def test_market_card_mix() -> None:
    """Each market card shows crates of one or more types; every type appears; rarer
    types appear less (as the crate counts in the box suggest)."""
    totals = [sum(c.items[i] for c in BOOK.market) for i in range(5)]
    assert all(t > 0 for t in totals)
    assert totals == sorted(totals, reverse=True)
    per_card = [sum(c.items) for c in BOOK.market]
    assert min(per_card) >= 4 and max(per_card) <= 6


# --------------------------------------------------------------------------- modifiers
def test_every_modifier_parses_and_round_trips() -> None:
    """Store Cards, Stores with Modifiers: every modifier is typed data with its moment."""
    seen = Counter()
    for store in BOOK.stores:
        holds = frozenset(h.item for h in store.holds)
        for effect in store.effects:
            seen[effect.kind] += 1
            assert check_effect(effect, holds) is None, (store.name, effect.kind)
        again = StoreDef.model_validate(store.model_dump())
        assert again == store
    assert set(seen) == set(KIND_RULES), "every kind of the vocabulary is used by a store"


def test_external_modifiers_are_marked() -> None:
    """External Modifiers: the Farmers Market and the Large Loading Dock act on other
    stores (bold on the card); the Designer Boutique acts on itself."""
    assert all(e.external for e in BOOK.store("Farmers Market").effects)
    assert all(e.external for e in BOOK.store("Large Loading Dock").effects)
    assert not any(e.external for e in BOOK.store("Designer Boutique").effects)


def test_before_and_after_moments_match_the_phase_icons() -> None:
    """Before & After Modifiers: the Farmers Market acts after Sale; the Art Studio after
    all players finish stocking art."""
    assert str(BOOK.store("Farmers Market").effects[0].when) == "after sale"
    assert str(BOOK.store("Art Studio").effects[0].when) == "after supply of art"
    assert str(BOOK.store("Jewelry Crafter").effects[0].when) == "after supply of jewelry"
    assert str(BOOK.store("Bazaar").effects[0].when) == "after sale"
    assert str(BOOK.store("Jewelry Collector").effects[0].when) == "after utilities"


def test_fulfillment_centers_have_no_shelves() -> None:
    """Fulfillment Centers: they act like Demand Cards and hold no items (the Hybrid's
    own shelves are its jewelry case)."""
    fc = BOOK.store("Fulfillment Center")
    assert fc.holds == ()
    assert isinstance(fc.effects[0], DemandBoxes) and fc.effects[0].boxes["food"] >= 3
    hybrid = BOOK.store("Fulfillment Center (Hybrid)")
    assert any(isinstance(e, DemandBoxes) for e in hybrid.effects)


def test_store_icons_exist_in_the_icon_set() -> None:
    """Card art: every icon is a game-icons.net name (issue 13 extracts them)."""
    if not ICON_NAMES.exists():
        pytest.skip("the game-icons name list is not on this machine")
    names = set(ICON_NAMES.read_text("utf-8").split())
    used = [s.icon for s in BOOK.stores] + [t.icon for t in BOOK.types.values()]
    assert [i for i in used if i not in names] == []
    assert len(set(used)) == len(used), "each store and type has its own icon"


def test_store_texts_are_short_and_distinct() -> None:
    texts = [s.text for s in BOOK.stores]
    assert len(set(texts)) == len(texts)
    assert all(len(t) <= 200 for t in texts)


NUMBER_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
ITEM_WORDS = {
    "food": "food",
    "garment": "clothing",
    "garments": "clothing",
    "gadget": "electronics",
    "gadgets": "electronics",
    "electronics": "electronics",
    "charger": "electronics",
    "shirt": "clothing",
    "piece of jewelry": "jewelry",
    "cases of jewelry": "jewelry",
    "jewelry cases": "jewelry",
    "trinket": "jewelry",
    "pieces of art": "art",
    "print": "art",
    "pieces of jewelry": "jewelry",
    "painting": "art",
    "paintings": "art",
}
_COUNTED = re.compile(
    r"\b("
    + "|".join(NUMBER_WORDS)
    + r"|\d+) ("
    + "|".join(sorted(ITEM_WORDS, key=len)[::-1])
    + r"|shelf|shelves|months?)\b",
    re.I,
)


def _counts(text: str) -> list[tuple[int, str]]:
    """Every "<number> <item word | shelf | month>" in a store's text, as (number, word)."""
    out = []
    for n, word in _COUNTED.findall(text):
        out.append((int(n) if n.isdigit() else NUMBER_WORDS[n.lower()], word.lower()))
    return out


def test_a_store_text_counts_only_what_the_store_holds() -> None:
    """Store Cards: a sign's number is the type's capacity over all its shelves, and an item
    ages one shelf a month. So a number a store's text gives for a type is its capacity, a
    number of shelves (or months kept) is one of its signs' shelves: the card's words never
    contradict what the store does (the starting stores once described older shelves).
    Stores with modifiers are left out: their numbers count sales, points and dollars."""
    checked = 0
    for st in (s for s in BOOK.stores if not s.effects):
        capacity = {h.item: h.capacity for h in st.holds}
        shelves = {h.shelves for h in st.holds}
        for n, word in _counts(st.text):
            checked += 1
            if word in ITEM_WORDS:
                assert capacity.get(ITEM_WORDS[word]) == n, (st.name, st.text)
            else:
                assert n in shelves, (st.name, st.text)
    assert checked >= 8


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        ("Room for five food on two shelves.", [("food", 2, 1)]),  # Andrew's Deli's old text
        ("Racks for four garments.", [("clothing", 5, 2)]),  # Kristen's Fashions' old text
        ("Shirts and one shelf of gadgets.", [("clothing", 3, 2), ("electronics", 2, 2)]),
    ],
)
def test_a_text_that_disagrees_with_the_shelves_is_caught(
    text: str, holds: list[tuple[str, int, int]]
) -> None:
    capacity = {item: cap for item, cap, _ in holds}
    shelves = {sh for _, _, sh in holds}
    wrong = [
        (n, w)
        for n, w in _counts(text)
        if (capacity.get(ITEM_WORDS[w]) != n if w in ITEM_WORDS else n not in shelves)
    ]
    assert wrong


# -------------------------------------------------------------------- worked examples
EXAMPLES_MD = PKG.joinpath("EXAMPLES.md").read_text("utf-8")
EXAMPLES = [json.loads(block) for block in re.findall(r"```json\n(.*?)\n```", EXAMPLES_MD, re.S)]


def _stores(ex: dict[str, Any]) -> dict[str, list[tuple[StoreDef, dict[str, int]]]]:
    return {p: [(BOOK.store(n), items) for n, items in lst] for p, lst in ex["stores"].items()}


def _named(stores: list[tuple[StoreDef, dict[str, int]]], name: str) -> StoreDef:
    return next(s for s, _ in stores if s.name == name)


def check_supply(ex: dict[str, Any]) -> None:
    stores = _stores(ex)
    turn = ex["turn_order"]
    for t in ex["types"]:
        item, exp, market = t["item"], t["expect"], t["market"]
        itype = BOOK.types[item]
        rooms = {
            p: sum(eco.room(s, item, held.get(item, 0)) for s, held in lst)
            for p, lst in stores.items()
        }
        assert rooms == exp["rooms"]
        competition = eco.supply_competition(market, rooms.values())
        assert competition == exp["competition"]
        if competition:
            bids = {turn.index(p): b for p, b in t["bids"].items()}
            assert set(t["bids"]) == {p for p, r in rooms.items() if r > 0}
            assert all(itype.min_price <= b <= itype.max_price for b in bids.values())
            order = [turn[s] for s in eco.supply_order(bids, range(len(turn)))]
            assert order == exp["order"]
            price = t["bids"]
        else:
            assert t["bids"] is None and exp["price"] == itype.min_price
            order, price = turn, {p: itype.min_price for p in turn}
        for p in order:
            if p not in t["stock"]:
                continue
            lst = stores[p]
            alloc = [(_named(lst, n), k) for n, k in t["stock"][p].items()]
            for s, k in alloc:
                held = dict(lst)[s].get(item, 0) if s in dict(lst) else 0
                assert k <= eco.room(s, item, held), (p, s.name)
            assert sum(k for _, k in alloc) <= market
            market -= sum(k for _, k in alloc)
            costs = eco.unit_stock_costs(price[p], item, alloc, [s for s, _ in lst])
            if p in exp.get("unit_costs", {}):
                assert costs == exp["unit_costs"][p]
            assert sum(costs) == exp["costs"][p]
        assert market == exp["market_left"]


def check_sale(ex: dict[str, Any]) -> None:
    stores = _stores(ex)
    turn = ex["turn_order"]
    for t in ex["types"]:
        item, exp = t["item"], t["expect"]
        itype = BOOK.types[item]
        holdings = {p: sum(held.get(item, 0) for _, held in lst) for p, lst in stores.items()}
        assert holdings == exp["holdings"]
        competition = eco.sale_competition(t["boxes"], holdings.values())
        assert competition == exp["competition"]
        if competition:
            bids = {turn.index(p): b[1] for p, b in t["bids"].items()}
            order = [turn[s] for s in eco.sale_order(bids, range(len(turn)))]
            assert order == exp["order"]
            price = {p: b[1] for p, b in t["bids"].items()}
            assert all(0 <= v <= itype.max_price for v in price.values())
        else:
            assert t["bids"] is None and exp["price"] == itype.max_price
            order, price = turn, {p: itype.max_price for p in turn}
        boxes = t["boxes"]
        sold: dict[str, Counter[str]] = {p: Counter() for p in stores}
        surplus: Counter[str] = Counter()
        for p in order:
            lst = stores[p]
            deliveries = t["sell"].get(p, [])
            private = {
                s.name: e.boxes.get(item, 0)
                for s, _ in lst
                for e in s.effects
                if isinstance(e, DemandBoxes)
            }
            if competition:
                q = t["bids"][p][0]
                assert q <= holdings[p] and q <= t["boxes"] + sum(private.values())
                assert sum(d["n"] for d in deliveries) == q, p
            for d in sorted(deliveries, key=lambda d: d["to"] == "surplus"):
                source = _named(lst, d["from"])
                if d["to"] == "demand":
                    assert d["n"] <= boxes
                    boxes -= d["n"]
                    sold[p][source.name] += d["n"]
                elif d["to"] == "surplus":
                    assert competition and boxes == 0 and sum(private.values()) == 0
                    surplus[p] += d["n"]
                else:
                    assert d["n"] <= private[d["to"]]
                    private[d["to"]] -= d["n"]
                    sold[p][source.name] += d["n"]
        sellers = {p for p in stores if sum(sold[p].values())}
        for p in stores:
            if p not in exp["money"] and not sold[p]:
                continue
            lst = stores[p]
            rival = bool(sellers - {p})
            money = sum(
                n
                * eco.sale_value(price[p], _named(lst, name), item, bottom=False, rival_sold=rival)
                for name, n in sold[p].items()
            )
            points = sum(eco.sale_points(_named(lst, name), item, n) for name, n in sold[p].items())
            assert money == exp["money"].get(p, 0), p
            assert points == exp["points"].get(p, 0), p
        assert dict(surplus) == exp["surplus"]


def check_after_sale(ex: dict[str, Any]) -> None:
    for p, lst in _stores(ex).items():
        got = eco.types_sold_points([s for s, _ in lst], len(ex["types_sold"][p]))
        assert got == ex["expect"]["points"][p]


def check_building(ex: dict[str, Any]) -> None:
    for p, lst in _stores(ex).items():
        building = list(lst)
        points, discarded = 0, Counter[str]()
        for action in ex["actions"]:
            if action["kind"] == "close_store":
                store, held = next((s, h) for s, h in building if s.name == action["store"])
                points += eco.close_points(store, held)
                discarded.update(held)
                building = [(s, h) for s, h in building if s is not store]  # slide left
            elif action["kind"] == "open_store":
                assert len(building) < len(load_content().slots)
                building.append((BOOK.store(ex["bought"][p]), {}))
        assert points == ex["expect"]["points"][p]
        assert [s.name for s, _ in building] == ex["expect"]["building"][p]
        assert dict(discarded) == ex["expect"]["discarded"][p]


def check_utilities(ex: dict[str, Any]) -> None:
    slots = load_content().slots
    for p, lst in _stores(ex).items():
        assert eco.utility_bill([s for s, _ in lst], slots) == ex["expect"]["bill"][p]


def check_market_cards(ex: dict[str, Any]) -> None:
    designs = {d.id: d for d in load_content().market_cards}
    for side in ("supply", "demand"):
        total = Counter[str]()
        for cid in ex[f"{side}_cards"]:
            total.update(designs[cid].items)
        assert {t: total.get(t, 0) for t in ITEM_ORDER} == ex["expect"][side]


def check_preset(ex: dict[str, Any]) -> None:
    fg = load_content().first_game
    exp = ex["expect"]
    assert {n: list(s) for n, s in fg.seats.items()} == exp["seats"]
    for sym, hand in exp["hands"].items():
        assert list(fg.hands[sym].stores) == hand["stores"]
        assert fg.hands[sym].starting == hand["starting"]
        assert len(BOOK.preset_market_cards(sym)) == exp["market_cards_per_hand"]
    for players in (2, 3, 4):
        for sym in BOOK.preset_seats(players):
            assert BOOK.store(fg.hands[sym].starting) in BOOK.starting_stores(players)


def check_facts(ex: dict[str, Any]) -> None:
    exp = ex["expect"]
    for name, caps in exp["capacity"].items():
        store = BOOK.store(name)
        assert {t: store.capacity(t) for t in caps} == caps, name
    for name, bill in exp["utilities"].items():
        assert BOOK.store(name).utilities == bill, name
    assert [s.utilities for s in load_content().slots[:3]] == exp["slot_utilities"]


CHECKERS = {
    "supply": check_supply,
    "sale": check_sale,
    "after_sale": check_after_sale,
    "building": check_building,
    "utilities": check_utilities,
    "market_cards": check_market_cards,
    "preset": check_preset,
    "facts": check_facts,
}


def test_every_worked_example_is_written_down() -> None:
    """Every worked example of the rulebook has a block in EXAMPLES.md."""
    ids = {ex["id"] for ex in EXAMPLES}
    assert ids >= {
        "supply-no-competition",
        "supply-competition-estate-seller",
        "large-loading-dock",
        "sale-no-competition",
        "sale-competition-surplus",
        "brianna-modifiers",
        "fulfillment-center",
        "farmers-market",
        "taylor-liquidator",
        "jordan-utilities",
        "market-cards",
        "first-game",
    }
    assert all(ex["kind"] in CHECKERS for ex in EXAMPLES)


@pytest.mark.parametrize("example", EXAMPLES, ids=[ex["id"] for ex in EXAMPLES])
def test_worked_example_arithmetic_holds(example: dict[str, Any]) -> None:
    """The rulebook's worked examples come out with our store numbers."""
    CHECKERS[example["kind"]](example)


def test_a_wrong_store_number_breaks_its_example() -> None:
    """The example checks can fail: an Estate Seller discount of $3 breaks Kiara's $5."""
    data = raw()
    i = store_index(data, "Estate Seller")
    data["stores"][i]["effects"][0]["amount"] = 3
    book = ContentBook(parse_content_text(json.dumps(data)))
    seller = book.store("Estate Seller")
    assert eco.unit_stock_costs(9, "jewelry", [(seller, 1)], [seller]) == [6]


# ------------------------------------------------------------------------ bad content
@pytest.mark.parametrize(
    ("corrupt", "wanted"),
    [
        (
            lambda d: d["stores"][store_index(d, "Bank")].update(cost=-4),
            ["bad.json", "store #", "'Bank'", "field 'cost'"],
        ),
        (
            lambda d: d["stores"][store_index(d, "Designer Boutique")]["effects"][0].update(
                items=["jewelry"], when="during sale"
            ),
            ["'Designer Boutique'", "field 'effects'", "holds no jewelry"],
        ),
        (
            lambda d: d["stores"][store_index(d, "Farmers Market")]["effects"][0].update(
                when="during supply"
            ),
            ["'Farmers Market'", "field 'effects'", "after sale"],
        ),
        (
            lambda d: d["stores"][store_index(d, "Farmers Market")]["effects"][0].update(
                external=False
            ),
            ["'Farmers Market'", "external"],
        ),
        (
            lambda d: d["stores"][store_index(d, "Exporter")]["effects"][0].update(kind="teleport"),
            ["'Exporter'", "field 'effects.0'", "teleport"],
        ),
        (
            lambda d: d["stores"][store_index(d, "Freezer")].update(colour="blue"),
            ["'Freezer'", "colour"],
        ),
        (
            lambda d: d["stores"][store_index(d, "Mall Gallery")]["holds"][0].update(capacity=0),
            ["'Mall Gallery'", "field 'holds.0.capacity'"],
        ),
        (
            lambda d: d["stores"][store_index(d, "Bakery")]["effects"][0].update(
                when="sometime soon"
            ),
            ["'Bakery'", "effects.0.sale_points.when.moment", "before"],
        ),
        (
            lambda d: d["stores"][store_index(d, "Bakery")]["effects"][1].update(
                when="now and then"
            ),
            ["'Bakery'", "effects.1.sale_bonus.when", "write a moment as"],
        ),
        (
            lambda d: d["stores"][store_index(d, "Duty Free")].update(name="Duty Paid"),
            ["bad.json", "the rulebook names these stores", "Duty Free"],
        ),
        (
            lambda d: d["market_cards"][0].update(count=4),
            ["bad.json", "85 cards", "84"],
        ),
        (
            lambda d: d["market_cards"][2]["items"].update(gold=1),
            ["market card #2 'm03'", "items.gold"],
        ),
        (
            lambda d: d["first_game"]["hands"]["star"].update(
                stores=["Flea Market", "Hot Dog Stand", "Jewelry Crafter"]
            ),
            ["first_game.hands.star.stores", "Hot Dog Stand"],
        ),
        (
            lambda d: d["first_game"]["seats"].update({"2": ["star", "circle"]}),
            ["first_game.seats.2", "Mio's Corner Store"],
        ),
        (
            lambda d: d["slots"][1].update(utilities=5),
            ["slots", "$0, $1 and $2"],
        ),
        (
            lambda d: d["economy"].update(point_prices=[4, 9, 12, 22, 30, 39, 49, 60, 72, 85]),
            ["point_prices", "dearer"],
        ),
    ],
    ids=[
        "negative-cost",
        "bonus-on-unheld-type",
        "wrong-moment",
        "external-unmarked",
        "unknown-kind",
        "extra-field",
        "zero-capacity",
        "garbled-moment",
        "unreadable-moment",
        "named-store-missing",
        "card-count",
        "unknown-item-type",
        "preset-unknown-store",
        "preset-store-not-in-play",
        "slot-costs",
        "point-prices-not-rising",
    ],
)
def test_bad_content_names_file_store_and_field(corrupt: Any, wanted: list[str]) -> None:
    """CONTENT.md: a bad value is refused with one sentence naming the file, the store (or
    card) and the field."""
    data = raw()
    corrupt(data)
    with pytest.raises(ContentError) as err:
        parse_content_text(json.dumps(data), "bad.json")
    text = str(err.value)
    assert "\n" not in text
    for piece in wanted:
        assert piece in text, (piece, text)


def test_not_json_is_refused_with_the_line() -> None:
    with pytest.raises(ContentError, match=r"bad\.json: it is not valid JSON \(line 2"):
        parse_content_text('{\n "stores": [,]}', "bad.json")


def test_the_packaged_file_loads_from_a_path(tmp_path: Path) -> None:
    path = tmp_path / "content.json"
    path.write_text(RAW_TEXT, "utf-8")
    assert load_content(str(path)) == load_content()


def test_symbols_and_preset_cards() -> None:
    """First Game: each symbol marks five market cards and a hand of three stores."""
    for sym in SYMBOLS:
        cards = BOOK.preset_market_cards(sym)
        assert len(cards) == 5 and len({BOOK.market[c].design for c in cards}) == 5


def test_readme_store_table_matches_the_content() -> None:
    """The README's store table (for the implementer) shows the file's numbers."""
    readme = PKG.joinpath("README.md").read_text("utf-8")
    rows = {}
    for line in readme.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 7 and cells[0] in BOOK.by_name:
            rows[cells[0]] = cells
    assert set(rows) == {s.name for s in BOOK.stores}
    letters = {t.id: t.abbr for t in BOOK.types.values()}
    for store in BOOK.stores:
        cells = rows[store.name]
        assert cells[2:5] == [str(store.cost), str(store.utilities), str(store.points)]
        holds = " ".join(f"{letters[h.item]}{h.capacity}/{h.shelves}" for h in store.holds)
        assert cells[5] == (holds or "-"), store.name
        assert cells[6].count("`") == 2 * len(store.effects), store.name


def test_every_modifier_choice_is_an_action_of_the_design() -> None:
    """Every choice a modifier gives a player is an action listed in the README design."""
    readme = PKG.joinpath("README.md").read_text("utf-8")
    actions = set(re.findall(r"^\| `([a-z_]+)` \|", readme, re.M))
    choices = {rule.choice for rule in KIND_RULES.values() if rule.choice}
    assert choices and choices <= actions, choices - actions
