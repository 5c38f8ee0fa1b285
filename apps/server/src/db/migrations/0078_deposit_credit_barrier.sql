-- The points job reads credited deposits by their decision time, as it reads settled play (0072): a
-- deposit credited in a transaction that commits after the job read its window would never earn its
-- points. Deposit decisions are stamped under the same barrier.
\ir ../functions/deposits_decided_stamp.sql

CREATE TRIGGER deposits_decided_stamp BEFORE INSERT OR UPDATE OF decided_at ON deposits
  FOR EACH ROW EXECUTE FUNCTION deposits_decided_stamp();
