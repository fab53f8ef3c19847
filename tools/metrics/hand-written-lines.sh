#!/usr/bin/env bash
# Lines of hand-written fetch and form code in the frontends (issue 15's "shrink by more than half"), at a git
# revision (default: the working tree's HEAD). Before issue 15: daaf62c. Usage: tools/metrics/hand-written-lines.sh [rev]
# fetch: the typed client and query glue in web-kit, every app's api/ and hooks/ files (those that read or write
#        the server; motion and storage helpers excluded), the payment poller.
# forms: every component or module that holds a form's state, validation or error mapping (login, register,
#        profile, password, card, doctor, doctor profile, complete/notes, questionnaire, pet step) and the
#        web-kit form helpers.
set -euo pipefail
rev=${1:-HEAD}
cd "$(git rev-parse --show-toplevel)"
files() { git ls-tree -r --name-only "$rev" | grep -E "$1" | grep -v -E '\.spec\.|/testing/|__|storage|idempotency|reduced-motion|landing-dest' || true; }
sum() { local n=0; for f in $(files "$1"); do n=$((n + $(git show "$rev:$f" | wc -l))); done; echo $n; }
FETCH='^(libs/web-kit/src/(api-client|use-api-resource|api|query|queries)\.tsx?|(shell|mf-owner|mf-admin|mf-doctor)/src/.*/(api|hooks|queries)/[^/]*\.tsx?|mf-owner/src/features/appointments/payment/use-poll-while\.ts)$'
FORMS='^(libs/web-kit/src/(form-errors|forms|form-fields?)\.tsx?|libs/web-kit/src/forms/[^/]*\.tsx?|shell/src/features/auth/components/(login|register)-page\.tsx|mf-admin/src/features/doctors/components/doctor-form(-modal)?\.tsx?|mf-doctor/src/features/profile/components/doctor-profile-form\.tsx|mf-doctor/src/features/dashboard/components/(complete-appointment|notes)-dialog\.tsx|mf-owner/src/features/questionnaire/components/diagnosis-questionnaire-page\.tsx|mf-owner/src/features/profile/components/(owner-profile-tab|change-password-card)\.tsx|mf-owner/src/features/booking/components/pet-info-step\.tsx|mf-owner/src/features/payment/components/card-form\.tsx)$'
echo "fetch $(sum "$FETCH")"
echo "forms $(sum "$FORMS")"
