-- The least SQL one deposit credit needs: lock the house's deposits account and the member's wallet in id order,
-- move the amount (two balance updates), record the transfer.
-- Each client credits its own member, as the measured run spreads its orders over the members.
\set member_account :account0 + :client_id % :members
\set lo least(:house_deposits, :member_account)
\set hi greatest(:house_deposits, :member_account)
\set lo_delta case when :lo = :house_deposits then -:amount else :amount end
\set hi_delta -:lo_delta
BEGIN;
SELECT id, balance FROM ledger_accounts WHERE id IN (:lo, :hi) ORDER BY id FOR UPDATE;
UPDATE ledger_accounts SET balance = balance + :lo_delta WHERE id = :lo RETURNING balance AS lo_after \gset
UPDATE ledger_accounts SET balance = balance + :hi_delta WHERE id = :hi RETURNING balance AS hi_after \gset
\set from_after case when :lo = :house_deposits then :lo_after else :hi_after end
\set to_after case when :lo = :house_deposits then :hi_after else :lo_after end
INSERT INTO ledger_transfers (merchant_id, from_account_id, to_account_id, amount, from_balance_after, to_balance_after, kind, reference, idempotency_key, fingerprint, detail)
  VALUES (:merchant, :house_deposits, :member_account, :amount,
    :from_after, :to_after,
    'deposit', 'deposit-pgbench', 'pgbench-' || gen_random_uuid(), md5(random()::text), '{}');
COMMIT;
