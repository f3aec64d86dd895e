-- What one withdrawal request's transaction does: lock the member (one request of a member at a time), count the
-- member's requests today, lock the wallet and the house's withdrawals-in-transit account in id order, move the
-- amount, record the transfer, the order and the audit entry. Each client is its own member.
\set i :client_id % :members
\set member :member0 + :i
\set member_account :account0 + :i
\set bank :bank0 + :i
\set lo least(:house_transit, :member_account)
\set hi greatest(:house_transit, :member_account)
\set lo_delta case when :lo = :member_account then -:amount else :amount end
\set hi_delta -:lo_delta
BEGIN;
SELECT id, real_name, payment_password_hash FROM members WHERE merchant_id = :merchant AND id = :member FOR UPDATE;
SELECT count(*) FROM withdrawal_orders
  WHERE merchant_id = :merchant AND member_id = :member AND created_at >= date_trunc('day', now()) AND created_at < date_trunc('day', now()) + interval '1 day';
SELECT id, balance FROM ledger_accounts WHERE id IN (:lo, :hi) ORDER BY id FOR UPDATE;
UPDATE ledger_accounts SET balance = balance + :lo_delta WHERE id = :lo RETURNING balance AS lo_after \gset
UPDATE ledger_accounts SET balance = balance + :hi_delta WHERE id = :hi RETURNING balance AS hi_after \gset
\set from_after case when :lo = :member_account then :lo_after else :hi_after end
\set to_after case when :lo = :member_account then :hi_after else :lo_after end
INSERT INTO ledger_transfers (merchant_id, from_account_id, to_account_id, amount, from_balance_after, to_balance_after, kind, reference, idempotency_key, fingerprint, detail)
  VALUES (:merchant, :member_account, :house_transit, :amount,
    :from_after, :to_after,
    'withdrawal', 'withdrawal-pgbench', 'pgbench-' || gen_random_uuid(), md5(random()::text), '{}')
  RETURNING id AS transfer_id \gset
INSERT INTO withdrawal_orders (merchant_id, member_id, bank_account_id, order_no, amount, request_transfer_id)
  VALUES (:merchant, :member, :bank, 'W' || gen_random_uuid(), :amount, :transfer_id);
INSERT INTO audit_log (merchant_id, event, member_id, ip, detail)
  VALUES (:merchant, 'withdrawal.requested', :member, '127.0.0.1', jsonb_build_object('amount', :amount::bigint));
COMMIT;
