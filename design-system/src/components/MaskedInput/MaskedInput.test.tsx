import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForms } from '../private/testI18n';
import { MaskedInput, type MaskedInputProps } from '.';

function Controlled(props: Partial<MaskedInputProps> & Pick<MaskedInputProps, 'mask'>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <MaskedInput
      id="code"
      label="Zugangscode"
      {...props}
      value={value}
      onChange={(unmasked, masked) => {
        setValue(unmasked);
        props.onChange?.(unmasked, masked);
      }}
    />
  );
}

describe('MaskedInput', () => {
  it('is named by its label and described by hint then format then error', async () => {
    await renderForms(<Controlled mask="idNr" id="idnr" label="Steuer-ID" hint="Sie finden sie auf Ihrem Rentenbescheid." error="Die Steuer-ID hat 11 Ziffern." />);
    const input = screen.getByRole('textbox', { name: 'Steuer-ID' });
    expect(input).toHaveAttribute('aria-describedby', 'idnr-hint idnr-error');
    expect(input).toHaveAccessibleDescription('Sie finden sie auf Ihrem Rentenbescheid. Format: 11 Ziffern Fehler: Die Steuer-ID hat 11 Ziffern.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
  });

  it('takes the fill hint it is given (a login\'s fields: a password manager may fill them)', async () => {
    await renderForms(<Controlled mask="accessCode" autoComplete="current-password" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('is not invalid without an error', async () => {
    await renderForms(<Controlled mask="idNr" />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('formats the access code while typing the 12 characters, debounced, with (unmasked, masked)', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled mask="accessCode" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Zugangscode' });
    expect(input).toHaveAttribute('autocapitalize', 'characters');
    await user.type(input, 'abcd2345wxyz');
    expect(input).toHaveValue('EEZ-ABCD-2345-WXYZ');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('ABCD2345WXYZ', 'EEZ-ABCD-2345-WXYZ'));
    // Debounced: far fewer calls than keystrokes would be expected from quick typing in a browser;
    // here at least the last call carries the full value.
  });

  it('accepts typing the eez prefix too', async () => {
    const user = userEvent.setup();
    await renderForms(<Controlled mask="accessCode" />);
    const input = screen.getByRole('textbox');
    await user.type(input, 'eez-abcd-2345-wxyz');
    expect(input).toHaveValue('EEZ-ABCD-2345-WXYZ');
  });

  it('delays onChange by 30 ms and reports once for a burst of keys', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onChange = vi.fn();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
      await renderForms(<Controlled mask="idNr" onChange={onChange} />);
      await user.type(screen.getByRole('textbox'), '365');
      expect(onChange).not.toHaveBeenCalled();
      vi.advanceTimersByTime(31);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith('365', '365');
    } finally {
      vi.useRealTimers();
    }
  });

  it('explains a rejected key politely instead of swallowing it', async () => {
    const onRejected = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled mask="idNr" onRejected={onRejected} />);
    const input = screen.getByRole('textbox');
    await user.type(input, '12a');
    expect(input).toHaveValue('12');
    expect(onRejected).toHaveBeenCalledWith({ kind: 'key', text: 'a' });
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('„a“ passt hier nicht. Format: 11 Ziffern'), { timeout: 3000 });
  });

  it('says the field is complete when a key comes after the last place', async () => {
    const user = userEvent.setup();
    await renderForms(<Controlled mask="idNr" />);
    const input = screen.getByRole('textbox');
    await user.type(input, '365742618091');
    expect(input).toHaveValue('36574261809');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Hier ist schon alles ausgefüllt.'), { timeout: 3000 });
  });

  it('accepts a paste into an empty field and formats it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled mask="iban" onChange={onChange} id="iban" label="IBAN" />);
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.click(input);
    await user.paste('de89370400440532013000');
    expect(input).toHaveValue('DE89 3704 0044 0532 0130 00');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  describe('with the app’s normaliser', () => {
    // A stand-in for the domain's normaliser the app passes: full-width digits to ASCII, spaces and dashes dropped.
    const normalize = (text: string) => text.replace(/[\uFF10-\uFF19]/g, (d) => String(d.charCodeAt(0) - 0xff10)).replace(/[\s-]/g, '');

    it('takes a paste of full-width digits, which the mask alone refuses', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      await renderForms(<Controlled mask="idNr" onChange={onChange} normalize={normalize} />);
      const input = screen.getByRole('textbox');
      await user.click(input);
      await user.paste('３６ ５７４ ２６１ ８０９');
      expect(input).toHaveValue('36574261809');
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('36574261809', '36574261809'));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });

    it('takes full-width digits typed one by one and drops typed separators silently', async () => {
      const user = userEvent.setup();
      const onRejected = vi.fn();
      await renderForms(<Controlled mask="idNr" onRejected={onRejected} normalize={normalize} />);
      const input = screen.getByRole('textbox');
      await user.type(input, '３６ ５７４-２６１ ８０９');
      expect(input).toHaveValue('36574261809');
      expect(onRejected).not.toHaveBeenCalled();
      // A letter is still refused and explained.
      await user.clear(input);
      await user.type(input, '3a');
      expect(onRejected).toHaveBeenCalledWith({ kind: 'key', text: 'a' });
    });

    it('without it a full-width paste is refused as a whole', async () => {
      const user = userEvent.setup();
      const onRejected = vi.fn();
      await renderForms(<Controlled mask="idNr" onRejected={onRejected} />);
      const input = screen.getByRole('textbox');
      await user.click(input);
      await user.paste('３６５７４２６１８０９');
      expect(input).toHaveValue('');
      expect(onRejected).toHaveBeenCalledWith({ kind: 'paste-invalid', text: '３６５７４２６１８０９' });
    });

    it('normalises an IBAN pasted with dashes and an access code typed with spaces', async () => {
      const user = userEvent.setup();
      await renderForms(
        <>
          <Controlled mask="iban" id="iban" label="IBAN" normalize={normalize} />
          <Controlled mask="accessCode" normalize={normalize} />
        </>,
      );
      const iban = screen.getByRole('textbox', { name: 'IBAN' });
      await user.click(iban);
      await user.paste('de89-3704-0044-0532-0130-00');
      expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
      const code = screen.getByRole('textbox', { name: 'Zugangscode' });
      await user.type(code, 'eez abcd 2345 wxyz');
      expect(code).toHaveValue('EEZ-ABCD-2345-WXYZ');
    });
  });

  it('replaces a full value when all of it is selected', async () => {
    const user = userEvent.setup();
    await renderForms(<Controlled mask={{ taxNumberState: 'NW' }} value="13381508159" id="stnr" label="Steuernummer" />);
    const input = screen.getByRole('textbox', { name: 'Steuernummer' });
    expect(input).toHaveValue('133/8150/8159');
    await user.tripleClick(input);
    (input as HTMLInputElement).setSelectionRange(0, (input as HTMLInputElement).value.length);
    await user.paste('123 4567 8901');
    expect(input).toHaveValue('123/4567/8901');
  });

  it('refuses a paste into a full field that does not replace all of it, and says why', async () => {
    const onRejected = vi.fn();
    const user = userEvent.setup();
    await renderForms(<Controlled mask="idNr" value="36574261809" onRejected={onRejected} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.paste('11');
    expect(input).toHaveValue('36574261809');
    expect(onRejected).toHaveBeenCalledWith({ kind: 'paste-full', text: '11' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Markieren Sie zuerst den ganzen Text.'));
  });

  it('refuses a paste the mask would mangle, keeps the old text and explains in English', async () => {
    const user = userEvent.setup();
    await renderForms(<Controlled mask={{ taxNumberState: 'RP' }} label="Tax number" id="stnr" />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Tax number' });
    expect(input).toHaveAccessibleDescription('Format: XX/XXX/XXXX/X');
    await user.type(input, '22');
    await user.paste('DE89 3704');
    expect(input).toHaveValue('22');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The pasted text does not match the format XX/XXX/XXXX/X and was not inserted.'));
  });

  it('takes the fixed leading state digit as typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderForms(<Controlled mask={{ taxNumberState: 'BB' }} onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await user.type(input, '04881508155');
    expect(input).toHaveValue('048/815/08155');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('04881508155', '048/815/08155'));
  });

  it('keeps and reports text that reached the field before the mask was attached (autofill, a fast typist)', async () => {
    // Layout effects run when the field is in the page, before the mask's (passive) effect: the window
    // in which a password manager or a quick user can already have filled the field.
    function FillsEarly() {
      useLayoutEffect(() => {
        (document.getElementById('code') as HTMLInputElement).value = 'ABCD2345WXYZ';
      }, []);
      return null;
    }
    const onChange = vi.fn();
    await renderForms(
      <>
        <Controlled mask="accessCode" onChange={onChange} />
        <FillsEarly />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Zugangscode' })).toHaveValue('EEZ-ABCD-2345-WXYZ');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('ABCD2345WXYZ', 'EEZ-ABCD-2345-WXYZ'));
  });

  it('follows a value set from outside', async () => {
    const { rerender } = await renderForms(<MaskedInput id="p" label="Ausweis" mask="personalId" value="" onChange={() => {}} />);
    rerender(<MaskedInput id="p" label="Ausweis" mask="personalId" value="12345678901" onChange={() => {}} />);
    expect(screen.getByRole('textbox')).toHaveValue('12 345 678 901');
  });

  it('does not undo keys typed while the caller echoes an earlier reported value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = await renderForms(<MaskedInput id="n" label="Steuer-ID" mask="idNr" value="" onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await user.type(input, '12');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('12', '12'));
    await user.type(input, '3');
    // The caller's state catches up with the reported "12" only now, after "3" was typed.
    rerender(<MaskedInput id="n" label="Steuer-ID" mask="idNr" value="12" onChange={onChange} />);
    expect(input).toHaveValue('123');
  });
});

/** A caller whose state update lands later than the next key, like a busy page or an async store. */
function SlowEcho({ echoDelayMs }: { echoDelayMs: number }) {
  const [value, setValue] = useState('');
  return <MaskedInput id="slow" label="Steuer-ID" mask="idNr" value={value} onChange={(unmasked) => setTimeout(() => setValue(unmasked), echoDelayMs)} />;
}

function ClearedFromOutside() {
  const [value, setValue] = useState('');
  return (
    <>
      <MaskedInput id="tax" label="Steuer-ID" mask="idNr" value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue('')}>
        Leeren
      </button>
    </>
  );
}

describe('MaskedInput with a slow caller', () => {
  it('keeps every key when the caller echoes older values while the user types on', async () => {
    const user = userEvent.setup({ delay: 35 });
    await renderForms(<SlowEcho echoDelayMs={60} />);
    const input = screen.getByRole('textbox', { name: 'Steuer-ID' });
    await user.type(input, '36574261809');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(input).toHaveValue('36574261809');
  });

  it('still takes a value set from outside when the field is not being typed in', async () => {
    const user = userEvent.setup();
    await renderForms(<ClearedFromOutside />);
    const input = screen.getByRole('textbox', { name: 'Steuer-ID' });
    await user.type(input, '123');
    await new Promise((resolve) => setTimeout(resolve, 60));
    await user.click(screen.getByRole('button', { name: 'Leeren' }));
    await waitFor(() => expect(input).toHaveValue(''));
  });
});

describe('MaskedInput inside a form', () => {
  function LoginLike({ onSubmit }: { onSubmit: (value: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(value);
        }}
      >
        <MaskedInput id="code" label="Zugangscode" mask="accessCode" value={value} onChange={(unmasked) => setValue(unmasked)} />
        <button type="submit">Anmelden</button>
      </form>
    );
  }

  it('hands the last keys to a submit that comes before the input debounce (Enter right after typing)', async () => {
    const submitted: string[] = [];
    await renderForms(<LoginLike onSubmit={(value) => submitted.push(value)} />);
    const user = userEvent.setup({ delay: null });
    // Typing and Enter in one go: the submit happens well within the 30 ms debounce.
    await user.type(screen.getByRole('textbox', { name: 'Zugangscode' }), 'EEZAB12CD34EF56{Enter}');
    expect(submitted).toEqual(['AB12CD34EF56']);
  });

  it('reports a pending change when the field loses focus', async () => {
    const changes: string[] = [];
    await renderForms(<Controlled mask="idNr" onChange={(unmasked) => changes.push(unmasked)} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox'), '36574261809');
    await user.tab();
    expect(changes.at(-1)).toBe('36574261809');
  });
});
