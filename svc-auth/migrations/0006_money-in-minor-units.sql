-- Money in integer minor units (issue 35 §8, ADR 0054): a doctor's stored snapshot keeps its fee as doctor.* version
-- 2 carries it, `consultationFeeMinor`. Snapshots stored from version 1 events (LKR) are converted in place, so a
-- doctor's sign-in answer keeps its fee until svc-clinic publishes the doctor again.
UPDATE "accounts"
SET "doctor_profile" = ("doctor_profile" - 'consultationFee')
	|| jsonb_build_object('consultationFeeMinor', round(("doctor_profile"->>'consultationFee')::numeric * 100)::bigint)
WHERE jsonb_typeof("doctor_profile"->'consultationFee') = 'number';
