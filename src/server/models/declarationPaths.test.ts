import { describe, expect, it } from 'vitest';
import { declarationPaths, declarationPathTemplates, ITEM_GROUPS } from '../../domain/declaration';
import { allFields } from '../../domain/forms';
import { years } from './generate.mjs';
import { loadModels } from './index';

describe('the declaration paths the code reads', () => {
  it('exist in every year model, items as the repeatable groups of the model', async () => {
    const models = await loadModels();
    const { fields, itemLists } = declarationPathTemplates();
    expect(models.list.map((entry) => entry.formModelName)).toEqual(years.map((year) => `ESt${year}`));
    for (const { formModelName } of models.list) {
      const model = models.get(formModelName)!;
      const templates = new Set(allFields(model).map((entry) => entry.pathTemplate));
      const missing = fields.filter((path) => !templates.has(path));
      expect(missing, `${formModelName}: paths read by the code but not in the model`).toEqual([]);
      const childPaths = model.screens.flatMap((screen) => screen.groups.map((group) => group.child_path).filter(Boolean));
      expect(childPaths, formModelName).toEqual(expect.arrayContaining([...itemLists]));
    }
  });

  it('are read with the type the model gives them', async () => {
    const models = await loadModels();
    const amounts = [
      ...Object.values(declarationPaths.known.personA).filter((path) => !/pensionStartYear|churchMember/.test(path)),
      declarationPaths.known.prepayments,
      'donations.items.*.amount',
      'medical.items.*.amount',
      'medical.items.*.reimbursed',
      'household.items.*.labourCost',
      'craftsman.items.*.labourCost',
    ];
    const answers = [declarationPaths.filing.joint, declarationPaths.known.personA.churchMember, ...ITEM_GROUPS.map((group) => declarationPaths[group].has)];
    for (const { formModelName } of models.list) {
      const typeOf = new Map(allFields(models.get(formModelName)!).map((entry) => [entry.pathTemplate, entry.field.type]));
      for (const path of amounts) expect(typeOf.get(path), `${formModelName} ${path}`).toBe('money');
      for (const path of answers) expect(typeOf.get(path), `${formModelName} ${path}`).toBe('boolean');
      expect(typeOf.get(declarationPaths.taxIdentification.taxNumber), formModelName).toBe('Steuernummer');
    }
  });
});
