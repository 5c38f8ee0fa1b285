-- The withdrawal queue's shared-bank-account signal (issue 21) looks bank account numbers up across
-- a brand's members: without this it reads every bound account of the brand for each page.
CREATE INDEX member_bank_accounts_number_idx ON member_bank_accounts (merchant_id, account_number);
