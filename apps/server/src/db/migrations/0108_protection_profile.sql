-- The brand's player-protection profile (issue 23): it sets the defaults and ceilings of limits,
-- reality checks, game pace and bonus terms (packages/contracts/src/protection/profiles.ts). Existing
-- brands get the basic profile, as new ones do.
ALTER TABLE merchants ADD COLUMN protection_profile text NOT NULL DEFAULT 'basic'
  CHECK (protection_profile IN ('off', 'basic', 'mga', 'ukgc'));
COMMENT ON COLUMN merchants.protection_profile IS 'Player-protection profile: off, basic, mga or ukgc.';
