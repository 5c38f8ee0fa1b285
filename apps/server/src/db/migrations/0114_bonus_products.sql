-- Issue 23, bonus terms: the product a bonus is wagered on. A bonus has always been wagered on every
-- valid bet (game rounds and the platform's lottery): NULL keeps that. A brand whose protection
-- profile forbids bonuses that mix products names one; the bonus keeps its promotion's product
-- from its grant, as it keeps its wagering requirement, so a later change of the promotion moves
-- no bonus already given.
ALTER TABLE promotions ADD COLUMN wagering_product text CHECK (wagering_product IN ('games', 'lottery'));
COMMENT ON COLUMN promotions.wagering_product IS 'The product its bonuses are wagered on: games, lottery; NULL: every product.';
ALTER TABLE promotion_bonuses ADD COLUMN wagering_product text
  CHECK (wagering_product IN ('games', 'lottery'));
COMMENT ON COLUMN promotion_bonuses.wagering_product IS 'The product the bonus is wagered on: games, lottery; NULL: every product.';
