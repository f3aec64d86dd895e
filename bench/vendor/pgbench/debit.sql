-- The least SQL one seamless debit needs: lock the member's wallet and the vendor's house account in id order, move
-- the stake (two balance updates), record the transfer, open the bet and store the vendor call; one transaction.
\set member :member0 + :client_id % :members
\set account :account0 + :client_id % :members
\set lo least(:house, :account)
\set hi greatest(:house, :account)
\set lo_delta case when :lo = :account then -:amount else :amount end
\set hi_delta -:lo_delta
BEGIN;
SELECT id, balance FROM ledger_accounts WHERE id IN (:lo, :hi) ORDER BY id FOR UPDATE;
UPDATE ledger_accounts SET balance = balance + :lo_delta WHERE id = :lo RETURNING balance AS lo_after \gset
UPDATE ledger_accounts SET balance = balance + :hi_delta WHERE id = :hi RETURNING balance AS hi_after \gset
\set from_after case when :lo = :account then :lo_after else :hi_after end
\set to_after case when :lo = :account then :hi_after else :lo_after end
INSERT INTO ledger_transfers (merchant_id, from_account_id, to_account_id, amount, from_balance_after, to_balance_after, kind, reference, idempotency_key, fingerprint, detail)
  VALUES (:merchant, :account, :house, :amount, :from_after, :to_after,
    'bet', 'bet-PGB-pgbench', 'pgbench-' || gen_random_uuid(), md5(random()::text), '{}') RETURNING id AS transfer_id \gset
INSERT INTO bets (merchant_id, member_id, vendor_id, game_id, round_id, stake, status, placed_at)
  VALUES (:merchant, :member, :vendor, :game, 'pgbench-' || gen_random_uuid(), :amount, 'open', now());
INSERT INTO vendor_transactions (merchant_id, vendor_id, tx_id, action, round_id, member_id, amount, currency, fingerprint, status, transfer_id, request, response)
  VALUES (:merchant, :vendor, 'pgbench-' || gen_random_uuid(), 'debit', 'pgbench', :member, :amount, 'CNY', md5(random()::text), 'OK', :transfer_id, '{}', '{}');
COMMIT;
