import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DELEGATION_KINDS, type DelegationKind } from '../../../shared/schemas/delegations.ts';
import { addDays } from '../../../shared/stock-rules.ts';
import { useT } from '../../i18n/t.ts';
import { stockholmToday } from '../../lib/stockholm-day.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { blankToNull } from '../../ui/format.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { KIND_KEYS } from './delegation-labels.ts';
import { useCreateDelegation, useUnitPeople } from './delegations-api.ts';

/** Records a delegation: the person, what it covers, the nurse who issues it, from and to. */
export function NewDelegationModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const people = useUnitPeople();
  const create = useCreateDelegation();
  const today = stockholmToday();
  const [person, setPerson] = useState<string | null>(null);
  const [kind, setKind] = useState<DelegationKind>('hand_out');
  const [issuer, setIssuer] = useState<string | null>(null);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 364));
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const active = (people.data ?? []).filter((p) => p.is_active);
  const option = (p: { id: string; first_name: string; last_name: string }) => ({
    value: p.id,
    label: `${p.first_name} ${p.last_name}`,
  });
  return (
    <FormModal
      title={t('delegations.new')}
      submitLabel={t('delegations.save')}
      saving={create.isPending}
      failure={failure}
      onClose={onClose}
      onSubmit={() => {
        setFailure(null);
        if (!person || !issuer) {
          setFailure(t('delegations.choosePeople'));
          return;
        }
        create.mutate(
          {
            user_id: person,
            kind,
            issued_by_user_id: issuer,
            valid_from: from,
            valid_to: to,
            note: blankToNull(note),
          },
          {
            onSuccess: (saved) => {
              notifySuccess(t('delegations.saved', { person: saved.user_name }));
              onClose();
            },
            onError: (error) => setFailure(detailOrMessage(error)),
          },
        );
      }}
    >
      <Select
        label={t('delegations.field.person')}
        required
        searchable
        data={active.filter((p) => !p.registered_nurse).map(option)}
        value={person}
        onChange={setPerson}
      />
      <Select
        label={t('delegations.field.kind')}
        required
        allowDeselect={false}
        data={DELEGATION_KINDS.map((k) => ({ value: k, label: t(KIND_KEYS[k]) }))}
        value={kind}
        onChange={(value) => value && setKind(value)}
      />
      <Select
        label={t('delegations.field.issuer')}
        description={t('delegations.field.issuerHint')}
        required
        data={active.filter((p) => p.registered_nurse).map(option)}
        value={issuer}
        onChange={setIssuer}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="date"
          label={t('delegations.field.from')}
          required
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('delegations.field.to')}
          required
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label={t('delegations.field.note')}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
    </FormModal>
  );
}
