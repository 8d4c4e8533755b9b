import { QUIZ_EXPLANATION_MAX_LENGTH, QUIZ_MAX_ATTEMPTS } from '@academy/contracts/learning.rules';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from '../../../lib/i18n';

const letters = 'abcdefgh';

interface QuizOptionForm {
  id?: string;
  text: string;
  text_zh?: string;
}

interface QuizQuestionForm {
  id?: string;
  question: string;
  question_zh?: string;
  type: 'multiple-choice' | 'true-false';
  options?: QuizOptionForm[];
  answer: string;
  explanation?: string;
  explanation_zh?: string;
}

/** The quiz editor's values. */
export type QuizForm = {
  passing_score: number;
  max_attempts: number;
  questions: QuizQuestionForm[];
};

/**
 * A new id for a question or an option. Ids are kept across edits: learners' attempts and
 * mistakes name questions and options by id, so renumbering would pin them on other questions.
 */
const newId = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

/** Turns the quiz editor's rows into the stored shape, keeping the ids questions and options have. */
export function toQuizData(data: QuizForm) {
  const optional = (key: string, value: string | undefined) =>
    value?.trim() ? { [key]: value.trim() } : {};
  return {
    passing_score: data.passing_score,
    max_attempts: data.max_attempts,
    questions: data.questions.map((question) => ({
      id: question.id || newId('q'),
      question: question.question,
      ...optional('question_zh', question.question_zh),
      type: question.type,
      options:
        question.type === 'true-false'
          ? [
              { id: 'true', text: 'True', text_zh: '正确' },
              { id: 'false', text: 'False', text_zh: '错误' },
            ]
          : (question.options ?? []).map((option) => ({
              id: option.id || newId('o'),
              text: option.text,
              ...optional('text_zh', option.text_zh),
            })),
      answer: question.answer,
      ...optional('explanation', question.explanation),
      ...optional('explanation_zh', question.explanation_zh),
    })),
  };
}

/** A question's options, lettered, each in both languages (true or false has none to edit). */
function OptionsEditor({ question }: { question: number }) {
  const { t } = useTranslation('admin');
  return (
    <Form.List name={[question, 'options']}>
      {(optionFields, { add, remove }) => (
        <div className="space-y-2">
          {optionFields.map((option, index) => (
            <div key={option.key} className="grid grid-cols-[2rem_1fr_1fr_auto] items-start gap-2">
              <span className="pt-1 font-semibold">{(letters[index] ?? '').toUpperCase()}</span>
              <Form.Item name={[option.name, 'id']} hidden>
                <Input />
              </Form.Item>
              <Form.Item
                name={[option.name, 'text']}
                rules={[{ required: true, message: t('form.required') }]}
                noStyle
              >
                <Input aria-label={`${t('content.option')} ${index + 1} EN`} placeholder="EN" />
              </Form.Item>
              <Form.Item name={[option.name, 'text_zh']} noStyle>
                <Input aria-label={`${t('content.option')} ${index + 1} 中文`} placeholder="中文" />
              </Form.Item>
              <Button size="small" onClick={() => remove(option.name)}>
                ×
              </Button>
            </div>
          ))}
          <Button
            size="small"
            disabled={optionFields.length >= letters.length}
            onClick={() => add({ id: newId('o'), text: '' })}
          >
            {t('content.addOption')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** The question in both languages, its type and its right answer among its options. */
function QuestionFields({ question, watched }: { question: number; watched?: QuizQuestionForm }) {
  const { t } = useTranslation('admin');
  const answers =
    watched?.type === 'true-false'
      ? [
          { value: 'true', label: t('content.true') },
          { value: 'false', label: t('content.false') },
        ]
      : (watched?.options ?? []).map((option, index) => ({
          value: option?.id ?? '',
          label: `${(letters[index] ?? '').toUpperCase()}. ${option?.text ?? ''}`,
        }));
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <Form.Item
        name={[question, 'question']}
        label="EN"
        rules={[{ required: true, message: t('form.required') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name={[question, 'question_zh']} label="中文">
        <Input />
      </Form.Item>
      <Form.Item name={[question, 'type']} label={t('fields.type')} rules={[{ required: true }]}>
        <Select
          options={[
            { value: 'multiple-choice', label: t('content.multipleChoice') },
            { value: 'true-false', label: t('content.trueFalse') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name={[question, 'answer']}
        label={t('content.answer')}
        rules={[{ required: true, message: t('form.required') }]}
      >
        <Select options={answers} />
      </Form.Item>
    </div>
  );
}

/** What the learner reads after answering, in both languages. */
function ExplanationFields({ question }: { question: number }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-4 grid gap-x-4 sm:grid-cols-2">
      <Form.Item
        name={[question, 'explanation']}
        label={`${t('content.explanation')} (EN)`}
        extra={t('content.explanationHint')}
        rules={[{ max: QUIZ_EXPLANATION_MAX_LENGTH }]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        name={[question, 'explanation_zh']}
        label={`${t('content.explanation')}（中文）`}
        rules={[{ max: QUIZ_EXPLANATION_MAX_LENGTH }]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </div>
  );
}

/** One question of the quiz, numbered, with its delete button. */
function QuestionCard({
  question,
  number,
  watched,
  onRemove,
}: {
  question: number;
  number: number;
  watched?: QuizQuestionForm;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <div className="mb-2 flex items-center justify-between">
        <strong>{t('content.question', { number })}</strong>
        <Button size="small" danger onClick={onRemove}>
          {t('form.delete')}
        </Button>
      </div>
      <Form.Item name={[question, 'id']} hidden>
        <Input />
      </Form.Item>
      <QuestionFields question={question} {...(watched ? { watched } : {})} />
      {watched?.type !== 'true-false' && <OptionsEditor question={question} />}
      <ExplanationFields question={question} />
    </div>
  );
}

const newQuestion = () => ({
  id: newId('q'),
  type: 'multiple-choice',
  options: [
    { id: newId('o'), text: '' },
    { id: newId('o'), text: '' },
  ],
});

/** Questions with their options and correct answer, plus the quiz's passing score and attempts. */
export function QuizEditor() {
  const { t } = useTranslation('admin');
  const form = Form.useFormInstance();
  // Watched so the answer choices follow the options as they are typed.
  const watched = (Form.useWatch(['content_data', 'questions'], form) ?? []) as QuizQuestionForm[];
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Form.Item
          name={['content_data', 'passing_score']}
          label={t('content.passingScore')}
          rules={[{ required: true }]}
        >
          <InputNumber min={1} max={100} className="!w-full" />
        </Form.Item>
        <Form.Item
          name={['content_data', 'max_attempts']}
          label={t('content.maxAttempts')}
          rules={[{ required: true }]}
        >
          <InputNumber min={1} max={QUIZ_MAX_ATTEMPTS} className="!w-full" />
        </Form.Item>
      </div>
      <Form.List
        name={['content_data', 'questions']}
        rules={[
          {
            validator: async (_, questions) => {
              if (!questions?.length) throw new Error(t('content.needQuestion'));
            },
          },
        ]}
      >
        {(questions, { add, remove }, { errors }) => (
          <div className="space-y-4">
            {questions.map((question, index) => (
              <QuestionCard
                key={question.key}
                question={question.name}
                number={index + 1}
                {...(watched[question.name] ? { watched: watched[question.name] } : {})}
                onRemove={() => remove(question.name)}
              />
            ))}
            <Button onClick={() => add(newQuestion())}>{t('content.addQuestion')}</Button>
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </>
  );
}
