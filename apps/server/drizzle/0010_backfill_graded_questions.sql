-- Attempts made before quiz_attempts kept the questions they graded were shown against the quiz
-- as it is now, so that is what they remember: its questions today, explanations left out.
UPDATE "quiz_attempts" AS "attempt"
SET "graded_questions" = (
  SELECT coalesce(jsonb_agg("question" - 'explanation' - 'explanation_zh' ORDER BY "index"), '[]'::jsonb)
  FROM jsonb_array_elements("content"."content_data" -> 'questions') WITH ORDINALITY AS "questions" ("question", "index")
)
FROM "contents" AS "content"
WHERE "content"."id" = "attempt"."content_id"
  AND jsonb_typeof("content"."content_data" -> 'questions') = 'array';
