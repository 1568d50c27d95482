import { mkdtemp, readFile, writeFile, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FormModelError, type FormModel } from '../../domain/forms';
import { modelFileText, years } from './generate.mjs';
import { helpText, loadModels, loadModelTexts, MODELS_DIR, textOf } from './index';

/** Every i18n key a model refers to, including help_link targets. */
function keysOf(model: FormModel): string[] {
  const keys = new Set<string>([model.titleKey, 'validation.items.min', 'validation.items.max', 'common.yes', 'common.no']);
  for (const s of model.screens) {
    keys.add(s.titleKey);
    if (s.introKey) keys.add(s.introKey);
    const help = [s.help_link];
    for (const g of s.groups) {
      for (const k of [g.legendKey, g.introKey, g.itemLabelKey, g.addLabelKey, g.removeLabelKey, g['field-group-validation-msg']]) if (k) keys.add(k);
      for (const n of g.notices ?? []) keys.add(n.messageKey);
      for (const f of g.fields) {
        keys.add(f.labelKey);
        if (f.hintKey) keys.add(f.hintKey);
        for (const k of Object.values(f.errorMessages ?? {})) if (k) keys.add(k);
        help.push(f.help_link);
      }
    }
    for (const link of help) {
      if (!link) continue;
      const [topic, element] = link.split('#');
      keys.add(`help.${topic}.${element}.title`);
      keys.add(`help.${topic}.${element}.text`);
    }
  }
  for (const e of model.enumerations.internal) for (const o of e.options) if (o.labelKey) keys.add(o.labelKey);
  return [...keys];
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

describe('loadModels', () => {
  it('loads the three year models in year order', async () => {
    const models = await loadModels();
    expect(models.list).toEqual([
      { name: '2023', formModelName: 'ESt2023', dataModelNames: ['ESt2023_v1'] },
      { name: '2024', formModelName: 'ESt2024', dataModelNames: ['ESt2024_v1'] },
      { name: '2025', formModelName: 'ESt2025', dataModelNames: ['ESt2025_v1'] },
    ]);
    expect(models.get('ESt2025')?.year).toBe(2025);
    expect(models.get('ESt2022')).toBeUndefined();
    expect(models.modelFilePath('ESt2024.json')).toBe(join(MODELS_DIR, 'ESt2024.json'));
    expect(models.modelFilePath('../index.ts')).toBeUndefined();
  });

  it('the committed ESt<year>.json files are exactly what generate.mjs writes', async () => {
    expect(years).toEqual([2023, 2024, 2025]);
    for (const year of years) {
      expect(await readFile(join(MODELS_DIR, `ESt${year}.json`), 'utf8'), `ESt${year}.json: run node src/server/models/generate.mjs`).toBe(modelFileText(year));
    }
  });

  it('asks per household-service and craftsman item whether it was paid by transfer (§ 35a (5) EStG)', async () => {
    const models = await loadModels();
    for (const { formModelName } of models.list) {
      const model = models.get(formModelName)!;
      for (const group of ['household', 'craftsman']) {
        const found = model.screens.flatMap((s) => s.groups).find((g) => g.child_path === `${group}.items`)!;
        const field = found.fields.find((f) => f.path === 'paidByTransfer');
        expect(field, `${formModelName} ${group}`).toMatchObject({ type: 'boolean', widget: 'radio', required: true, labelKey: `fields.${group}.paidByTransfer.label`, help_link: `${group}#paidByTransfer` });
        expect(found.notices?.[0]?.showIf, `${formModelName} ${group}`).toEqual({ field: './paidByTransfer', equals: 'no' });
      }
    }
  });

  it('every text key of every model exists in German and English', async () => {
    const models = await loadModels();
    const texts = await loadModelTexts();
    for (const { formModelName } of models.list) {
      for (const key of keysOf(models.get(formModelName)!)) {
        expect(textOf(texts.de, key), `de ${formModelName} ${key}`).toBeTypeOf('string');
        expect(textOf(texts.en, key), `en ${formModelName} ${key}`).toBeTypeOf('string');
      }
    }
  });

  it('has the same keys in both languages and year-specific help', async () => {
    const { de, en } = await loadModelTexts();
    expect(leafKeys(en).sort()).toEqual(leafKeys(de).sort());
    expect(helpText(de, 'knownData2025', 'overview')?.text).toContain('12.096');
    expect(helpText(en, 'knownData2023', 'overview')?.text).toContain('10,908');
    expect(helpText(de, 'knownData2024', 'pension')?.text).toContain('83 %');
    expect(helpText(de, 'nope', 'x')).toBeUndefined();
  });

  it('each year’s model and help carry that year’s figures, side by side (docs/tax-estimate.md)', async () => {
    const models = await loadModels();
    const { de, en } = await loadModelTexts();
    const figures = [
      { year: 2023, basicDe: '10.908', basicEn: '10,908', shareDe: '82,5 %', shareEn: '82.5 %' },
      { year: 2024, basicDe: '11.784', basicEn: '11,784', shareDe: '83 %', shareEn: '83 %' },
      { year: 2025, basicDe: '12.096', basicEn: '12,096', shareDe: '83,5 %', shareEn: '83.5 %' },
    ];
    for (const { year, basicDe, basicEn, shareDe, shareEn } of figures) {
      const model = models.get(`ESt${year}`)!;
      expect(model.year).toBe(year);
      expect(textOf(de, model.titleKey)).toBe(`Einkommensteuererklärung ${year}`);
      const knownData = model.screens.find((s) => s.name === 'knownData')!;
      expect(knownData.help_link).toBe(`knownData${year}#overview`);
      expect(knownData.groups[0].fields[0].help_link).toBe(`knownData${year}#pension`);
      expect(helpText(de, `knownData${year}`, 'overview')?.text).toContain(`${basicDe} Euro`);
      expect(helpText(en, `knownData${year}`, 'overview')?.text).toContain(`${basicEn} euros`);
      expect(helpText(de, `knownData${year}`, 'pension')?.text).toContain(`bei Rentenbeginn ${year} sind es ${shareDe}`);
      expect(helpText(en, `knownData${year}`, 'pension')?.text).toContain(`beginning in ${year} it is ${shareEn}`);
      // No year's help names another year's basic allowance.
      for (const other of figures.filter((y) => y.year !== year)) expect(helpText(de, `knownData${year}`, 'overview')?.text).not.toContain(other.basicDe);
    }
  });

  it('rejects a malformed model with a clear, logged message', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'models-'));
    await copyFile(join(MODELS_DIR, 'ESt2024.json'), join(dir, 'ESt2024.json'));
    const broken = JSON.parse(await readFile(join(MODELS_DIR, 'ESt2025.json'), 'utf8'));
    broken.screens[1].groups[0].fields[1].type = 'text';
    await writeFile(join(dir, 'ESt2025.json'), JSON.stringify(broken));
    const logged: string[] = [];
    const error = await loadModels({ dir, log: (m) => logged.push(m) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FormModelError);
    expect((error as FormModelError).code).toBe('postProcessingFailed');
    expect((error as Error).message).toMatch(/^Post processing for model failed: .*ESt2025\.json: ESt2025: screens\.1\.groups\.0\.fields\.1\.type: type must be one of/);
    expect(logged[0]).toMatch(/Form model ESt2025\.json rejected/);
  });

  it('reports an empty directory as "Model not found" and unparsable JSON as failed post processing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'models-'));
    const empty = await loadModels({ dir, log: () => {} }).catch((e: unknown) => e);
    expect((empty as FormModelError).code).toBe('modelNotFound');
    await writeFile(join(dir, 'ESt2025.json'), '{"formModelName": ');
    const bad = await loadModels({ dir, log: () => {} }).catch((e: unknown) => e);
    expect((bad as FormModelError).code).toBe('postProcessingFailed');
    expect((bad as Error).message).toMatch(/not valid JSON/);
  });
});
