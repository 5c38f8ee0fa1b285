-- Issue 27's house games (Dragon Reef, the three shared live tables, the Niu-Niu and Teen Patti card
-- rooms) on brands set up before them: the seed lists them only on a new database, so without this an
-- upgraded site's /fish, live and PVP lobbies would not show them. Every brand whose catalogue has the
-- house vendor on the seamless wallet gets that vendor in the three lobbies and the six games, as the
-- seed lists them (db/seed/house-games-upgrade.test.ts holds the two to the same rows).
-- Nothing that exists is changed: a row already there (a game staff hid, renamed or reordered, a
-- vendor staff moved) is left as it is, so running this again adds nothing.
-- The jackpots are not opened here: a pool's seed is money from the house, which staff move (four-eyes)
-- in the console's Jackpots section, choosing its games there.

-- The brand's house vendor (the first of its rows in the brand's order, if it has several) joins the
-- three lobbies after the brand's other vendors, in the seed's order, with the account type, name, icon
-- and state it has; it shows in them if it shows anywhere.
WITH house AS (
  SELECT DISTINCT ON (merchant_id)
    merchant_id, vendor_code, account_type_id, account_type_name, display_name, small_icon, is_hot,
    in_maintenance, bool_or(enabled) OVER (PARTITION BY merchant_id, vendor_code) AS enabled
  FROM game_vendors
  WHERE provider_code = 'HOUSE' AND wallet_mode = 'seamless'
  ORDER BY merchant_id, sort_order, category
)
INSERT INTO game_vendors (
  merchant_id, account_type_id, vendor_code, category, display_name, small_icon, is_hot, in_maintenance,
  enabled, sort_order, provider_code, account_type_name, wallet_mode
)
SELECT house.merchant_id, house.account_type_id, house.vendor_code, lobby.category, house.display_name,
  house.small_icon, house.is_hot, house.in_maintenance, house.enabled,
  (SELECT max(sort_order) FROM game_vendors AS listed WHERE listed.merchant_id = house.merchant_id)
    + lobby.position,
  'HOUSE', house.account_type_name, 'seamless'
FROM house
CROSS JOIN (VALUES ('FISH', 1), ('LIVE', 2), ('PVP', 3)) AS lobby (category, position)
ON CONFLICT (merchant_id, category, vendor_code) DO NOTHING;

-- The games, with their names, tiles and win caps (HOUSE_GAME_MAX_WIN_MULTIPLIERS), and the card
-- rooms' three stakes (HOUSE_CARD_ROOM_STAKES: a base of 1, 10 and 100 units, the least buy-in 20 of
-- them, in the brand's minor units) for the card games this statement added.
WITH house AS (
  SELECT DISTINCT ON (merchant_id) merchant_id, vendor_code
  FROM game_vendors
  WHERE provider_code = 'HOUSE' AND wallet_mode = 'seamless'
  ORDER BY merchant_id, sort_order, category
),
added (game_code, category, name, names, popularity, max_win_multiplier) AS (
  VALUES
    ('HOUSE_DRAGON_REEF', 'FISH', 'Dragon Reef',
      '{"CN":"龙礁捕鱼","TW":"龍礁捕魚","VI":"Rạn San Hô Rồng","TH":"แนวปะการังมังกร","JA":"ドラゴンリーフ","KO":"드래곤 리프"}',
      1996, 400),
    ('HOUSE_LIVE_BACCARAT', 'LIVE', 'Live Baccarat',
      '{"CN":"真人百家乐","TW":"真人百家樂","VI":"Baccarat Trực Tiếp","TH":"บาคาร่าสด","JA":"ライブバカラ","KO":"라이브 바카라"}',
      1995, 9),
    ('HOUSE_NIUNIU', 'PVP', 'Niu-Niu',
      '{"CN":"抢庄牛牛","TW":"搶莊牛牛","VI":"Ngầu Hầm","TH":"นิวนิว","JA":"ニウニウ","KO":"니우니우"}',
      1994, 101),
    ('HOUSE_TEENPATTI', 'PVP', 'Teen Patti',
      '{"CN":"印度炸金花","TW":"印度炸金花","VI":"Teen Patti","TH":"ทีนปัตตี","JA":"ティーン・パッティ","KO":"틴 패티"}',
      1993, 101),
    ('HOUSE_LIVE_ROULETTE', 'LIVE', 'Live Roulette',
      '{"CN":"真人轮盘","TW":"真人輪盤","VI":"Roulette Trực Tiếp","TH":"รูเล็ตสด","JA":"ライブルーレット","KO":"라이브 룰렛"}',
      1992, 36),
    ('HOUSE_LIVE_SICBO', 'LIVE', 'Live Sic Bo',
      '{"CN":"真人骰宝","TW":"真人骰寶","VI":"Tài Xỉu Trực Tiếp","TH":"ไฮโลสด","JA":"ライブ大小","KO":"라이브 식보"}',
      1991, 181)
),
new_games AS (
  INSERT INTO games (
    merchant_id, category, vendor_code, game_code, name, icon, is_hot, popularity, names, images,
    max_win_multiplier
  )
  SELECT house.merchant_id, added.category, house.vendor_code, added.game_code, added.name,
    'games/' || added.game_code || '.svg', true, added.popularity, added.names::jsonb,
    jsonb_build_object(
      'CN', 'games/' || added.game_code || '_CN.svg',
      'TW', 'games/' || added.game_code || '_TW.svg'
    ),
    added.max_win_multiplier
  FROM house
  CROSS JOIN added
  ON CONFLICT (merchant_id, vendor_code, game_code) DO NOTHING
  RETURNING id, merchant_id, game_code
)
INSERT INTO pvp_rooms (game_id, room_code, name, min_bet, seats, players, sort_order)
SELECT new_games.id, stake.room_code, stake.name,
  stake.base * 20 * power(10::numeric, merchant.currency_scale)::bigint, 5, 0, stake.sort_order
FROM new_games
JOIN merchants AS merchant ON merchant.id = new_games.merchant_id
CROSS JOIN (
  VALUES ('NOVICE', 'Novice', 1, 0), ('STANDARD', 'Standard', 10, 1), ('HIGH', 'High Roller', 100, 2)
) AS stake (room_code, name, base, sort_order)
WHERE new_games.game_code IN ('HOUSE_NIUNIU', 'HOUSE_TEENPATTI');
