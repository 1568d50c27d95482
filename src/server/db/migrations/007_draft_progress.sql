-- Where the wizard stood when a draft was saved (issue 34, "Resume where you stopped"): the screen shown
-- and the screens visited, so that a new login can go on at that screen with the step menu as it was.
-- Sealed with the data key like the document (sealedData.ts): the names of the screens visited tell
-- things about the person (that the disability screen was shown, or the second person's).
-- Expand only: a nullable column that the previous release never names (its statements list their
-- columns), so it runs on the same database; a draft it saves keeps the progress stored before.
ALTER TABLE drafts ADD COLUMN progress text;
