-- Runs once, when the postgres volume is first initialised: one database per service.
-- (Each service also creates its database at start when it is missing, so this is a convenience, not a requirement.)
CREATE DATABASE vetnow_auth;
CREATE DATABASE vetnow_clinic;
CREATE DATABASE vetnow_booking;
CREATE DATABASE vetnow_payments;
CREATE DATABASE vetnow_notify;
