// Every screen of the 2023 and 2024 models, the way a user meets them: joint filing (person B), a tax
// number, donations, medical costs, disability for both persons, household services and craftsman
// costs, then the summary. 2023 with the mouse in German (axe on every screen), 2024 with the keyboard
// only in English. The 2025 model: declaration.e2e.ts, declaration-keyboard.e2e.ts and the matrix.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { answers, chooseRadio, chooseSelect, item, m, modelField, screenTitle, startWizard, textbox, typeText, wizardScreens, type WizardScreen } from './support/declaration';
import { loginViaUi, newIdNr, prepareBrowser, registerViaApi, waitForScreen } from './support/journey';
import { chooseRadioByKeys, chooseSelectByKeys, expectHeadingFocused, tabTo, typeKeys } from './support/keyboard';
import { text, type Locale } from './support/texts';

/** What a hand does on a screen: the same answers given with the mouse or with the keyboard only. */
interface Hand {
  radio(scope: Page | Locator, key: string, option: string): Promise<void>;
  type(field: Locator, value: string): Promise<void>;
  select(control: Locator, option: string): Promise<void>;
  check(box: Locator): Promise<void>;
  press(button: Locator): Promise<void>;
  /** Next (or To the summary), then the following screen's h1. */
  next(following: string): Promise<void>;
}

function mouse(page: Page, locale: Locale): Hand {
  return {
    radio: (scope, key, option) => chooseRadio(scope, locale, key, option),
    type: (field, value) => typeText(field, value),
    select: (control, option) => chooseSelect(page, control, option),
    check: (box) => box.check(),
    press: (button) => button.click(),
    next: async (following) => {
      await page.getByRole('main').getByRole('button', { name: nextLabel(locale) }).click();
      await waitForScreen(page, following);
    },
  };
}

function keyboard(page: Page, locale: Locale): Hand {
  return {
    radio: (scope, key, option) => chooseRadioByKeys(page, scope.getByRole('radiogroup', { name: modelField(locale, key), exact: true }), option),
    type: async (field, value) => {
      await tabTo(page, field);
      await typeKeys(page, value);
    },
    select: (control, option) => chooseSelectByKeys(page, control, option),
    check: async (box) => {
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    },
    press: async (button) => {
      await tabTo(page, button);
      await page.keyboard.press('Enter');
    },
    next: async (following) => {
      await tabTo(page, page.getByRole('main').getByRole('button', { name: nextLabel(locale) }));
      await page.keyboard.press('Enter');
      await expectHeadingFocused(page, following);
    },
  };
}

const nextLabel = (locale: Locale) => new RegExp(`^(${text(locale, 'wizard:wizard.next')}|${text(locale, 'wizard:wizard.toSummary')})$`);

const everything = {
  // A name the tax office's test data never gives person A, so the header check means something.
  personB: { firstName: 'Edeltraut', lastName: 'Meyer', birthDate: '02.05.1952' },
  taxNumber: { state: 'Bayern', typed: '18181508155', shown: '181/815/08155' },
  household: { kind: 'cleaning', description: 'Fensterputzen', labourCost: '240' },
};

/** Answers every screen so that every screen of the model is shown. */
async function answerScreen(page: Page, locale: Locale, hand: Hand, screen: WizardScreen, personBIdNr: string) {
  const yes = m(locale, 'enums.yesNo.yes');
  switch (screen) {
    case 'filing':
      return hand.radio(page, 'filing.joint', yes);
    case 'personB':
      await hand.type(textbox(page, locale, 'personB.idNr'), personBIdNr);
      await hand.type(page.getByRole('textbox', { name: modelField(locale, 'person.firstName'), exact: true }), everything.personB.firstName);
      await hand.type(page.getByRole('textbox', { name: modelField(locale, 'person.lastName'), exact: true }), everything.personB.lastName);
      return hand.type(page.getByRole('textbox', { name: modelField(locale, 'person.birthDate'), exact: true }), everything.personB.birthDate);
    case 'taxIdentification': {
      await hand.radio(page, 'taxIdentification.kind', m(locale, 'enums.taxIdentificationKind.taxNumber'));
      await hand.select(page.getByRole('combobox', { name: modelField(locale, 'taxIdentification.state'), exact: true }), everything.taxNumber.state);
      const number = textbox(page, locale, 'taxIdentification.taxNumber');
      await hand.type(number, everything.taxNumber.typed);
      return expect(number).toHaveValue(everything.taxNumber.shown);
    }
    case 'bank':
      await hand.type(textbox(page, locale, 'bank.iban'), answers.iban);
      return hand.type(textbox(page, locale, 'bank.holder'), answers.holder);
    case 'donationsQuestion':
      return hand.radio(page, 'donations.has', yes);
    case 'donations': {
      const entry = item(page, locale, 'donations', 1);
      await hand.radio(entry, 'donations.kind', m(locale, 'enums.donationKind.donation'));
      await hand.type(textbox(entry, locale, 'donations.recipient'), answers.donations[0].recipient);
      return hand.type(textbox(entry, locale, 'donations.amount'), answers.donations[0].amount);
    }
    case 'medicalQuestion':
      return hand.radio(page, 'medical.has', yes);
    case 'medical': {
      const entry = item(page, locale, 'medical', 1);
      await hand.type(textbox(entry, locale, 'medical.description'), answers.medical.description);
      return hand.type(textbox(entry, locale, 'medical.amount'), answers.medical.amount);
    }
    case 'disabilityQuestion':
      await hand.radio(page, 'disability.personA.has', yes);
      return hand.radio(page, 'disability.personB.has', yes);
    case 'disability': {
      // One section per person, each with a degree and the markers.
      const degrees = page.getByRole('combobox', { name: modelField(locale, 'disability.degree'), exact: true });
      await expect(degrees).toHaveCount(2);
      await hand.select(degrees.nth(0), '50');
      await hand.check(page.getByRole('checkbox', { name: m(locale, 'enums.disabilityMarkers.G'), exact: true }).first());
      return hand.select(degrees.nth(1), '80');
    }
    case 'householdQuestion':
      return hand.radio(page, 'household.has', yes);
    case 'household': {
      const entry = item(page, locale, 'household', 1);
      await hand.select(entry.getByRole('combobox', { name: modelField(locale, 'household.kind'), exact: true }), m(locale, `enums.householdKind.${everything.household.kind}`));
      await hand.type(textbox(entry, locale, 'household.description'), everything.household.description);
      await hand.type(textbox(entry, locale, 'household.labourCost'), everything.household.labourCost);
      return hand.radio(entry, 'household.paidByTransfer', yes);
    }
    case 'craftsmanQuestion':
      return hand.radio(page, 'craftsman.has', yes);
    case 'craftsman': {
      const entry = item(page, locale, 'craftsman', 1);
      await hand.type(textbox(entry, locale, 'craftsman.description'), answers.craftsman.description);
      await hand.type(textbox(entry, locale, 'craftsman.labourCost'), answers.craftsman.labourCost);
      return hand.radio(entry, 'craftsman.paidByTransfer', yes);
    }
    default:
      return;
  }
}

const walks = [
  { year: 2023, locale: 'de' as Locale, hand: mouse, axe: true },
  { year: 2024, locale: 'en' as Locale, hand: keyboard, axe: false },
];

for (const { year, locale, hand: makeHand, axe } of walks) {
  test(`${year} model, every screen, ${makeHand === mouse ? 'mouse' : 'keyboard only'} (${locale})`, async ({ page }) => {
    test.setTimeout(300_000);
    await prepareBrowser(page, { theme: 'light', locale });
    const user = await registerViaApi(page.request);
    await loginViaUi(page, locale, user);
    await startWizard(page, locale, year);
    const hand = makeHand(page, locale);

    for (const [index, screen] of wizardScreens.entries()) {
      await expect(page).toHaveURL(new RegExp(`screen=${screen}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle(locale, screen));
      // The header names the year, and both persons once person B has a name.
      const header = page.getByRole('main').getByText(m(locale, `title.y${year}`));
      await expect(header).toBeVisible();
      if (wizardScreens.indexOf(screen) > wizardScreens.indexOf('personB')) await expect(header).toContainText(everything.personB.firstName);
      if (axe) await expectNoAxeViolations(page, `${year} wizard ${screen} (${locale})`);
      await answerScreen(page, locale, hand, screen, newIdNr());
      // MODEL_SHOTS=<folder> keeps a full-page screenshot of each answered screen, for a human look.
      if (process.env.MODEL_SHOTS) await page.screenshot({ path: `${process.env.MODEL_SHOTS}/${year}-${locale}-${String(index + 1).padStart(2, '0')}-${screen}.png`, fullPage: true });
      const following = wizardScreens[index + 1];
      await hand.next(following ? screenTitle(locale, following) : text(locale, 'wizard:summary.heading'));
    }

    // The server prepared the summary from this year's model: every answer is in it.
    const main = page.getByRole('main');
    for (const expected of [everything.personB.firstName, answers.donations[0].recipient, answers.medical.description, everything.household.description, answers.craftsman.description]) {
      await expect(main).toContainText(expected);
    }
    await expect(main.getByRole('region', { name: text(locale, 'estimate:title', { year }) })).toBeVisible();
    if (axe) await expectNoAxeViolations(page, `${year} summary (${locale})`);
    if (process.env.MODEL_SHOTS) await page.screenshot({ path: `${process.env.MODEL_SHOTS}/${year}-${locale}-summary.png`, fullPage: true });
  });
}
