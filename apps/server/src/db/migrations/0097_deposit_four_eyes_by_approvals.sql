-- A large bank-transfer confirmation is now a four-eyes request of the approvals module
-- (deposit.confirm), like every other staff step that moves money: the deposit's own record of a
-- first confirmation is no longer written or read. A first confirmation still waiting is dropped;
-- staff confirm that deposit again, which opens a request.
ALTER TABLE deposits DROP COLUMN first_confirmed_by;
ALTER TABLE deposits DROP COLUMN first_confirmed_amount;
