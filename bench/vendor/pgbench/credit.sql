-- The least SQL one seamless credit needs: lock the member's wallet, pay the win (one update of both balances, which
-- locks the vendor's house account only from here to the commit), record the transfer with both balances as updated,
-- settle the member's open bet and store the vendor call.
\set member :member0 + :client_id % :members
\set account :account0 + :client_id % :members
\set bet :bet0 + :client_id % :members
BEGIN;
SELECT id, balance FROM ledger_accounts WHERE id = :account FOR UPDATE;
UPDATE ledger_accounts SET balance = balance + (CASE id WHEN :house THEN -:amount::bigint WHEN :account THEN :amount::bigint END)
  WHERE id IN (:account, :house) RETURNING id, balance;
INSERT INTO ledger_transfers (merchant_id, from_account_id, to_account_id, amount, from_balance_after, to_balance_after, kind, reference, idempotency_key, fingerprint, detail)
  VALUES (:merchant, :house, :account, :amount,
    (SELECT balance FROM ledger_accounts WHERE id = :house), (SELECT balance FROM ledger_accounts WHERE id = :account),
    'win', 'bet-PGB-pgbench', 'pgbench-' || gen_random_uuid(), md5(random()::text), '{}') RETURNING id AS transfer_id \gset
UPDATE bets SET payout = payout + :amount, valid_bet = stake, status = 'settled', settled_at = now() WHERE id = :bet;
INSERT INTO vendor_transactions (merchant_id, vendor_id, tx_id, action, round_id, member_id, amount, currency, fingerprint, status, transfer_id, request, response)
  VALUES (:merchant, :vendor, 'pgbench-' || gen_random_uuid(), 'credit', 'pgbench', :member, :amount, 'CNY', md5(random()::text), 'OK', :transfer_id, '{}', '{}');
COMMIT;
