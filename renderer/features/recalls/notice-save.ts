import type { UseFormReturnType } from '@mantine/form';
import type { RecallNoticeCreated } from '../../../shared/schemas/recall.ts';
import { ApiRequestError } from '../../api-client/client.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { notifySuccess } from '../../ui/notify.ts';
import {
  savedText,
  serverFieldErrors,
  type NoticeFormValues,
  type Translate,
} from './notice-form.ts';

type SaveOutcome = {
  t: Translate;
  form: UseFormReturnType<NoticeFormValues>;
  values: NoticeFormValues;
  onSaved: (created: RecallNoticeCreated) => void;
  onFailure: (message: string) => void;
};

/** What both notice forms do with the server's answer: a toast and the result, or errors at the fields. */
export function noticeSaveCallbacks({ t, form, values, onSaved, onFailure }: SaveOutcome) {
  return {
    onSuccess: (created: RecallNoticeCreated) => {
      notifySuccess(savedText(t, created));
      onSaved(created);
    },
    onError: (error: Error) => {
      if (error instanceof ApiRequestError) form.setErrors(serverFieldErrors(error.errors, values));
      onFailure(detailOrMessage(error));
    },
  };
}
