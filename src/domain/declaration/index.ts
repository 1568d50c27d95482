// The declaration contract: the document paths the code reads, and the one reader that reads them.
export {
  declarationPaths,
  declarationPathTemplates,
  ITEM_FIELDS,
  ITEM_GROUPS,
  PERSONS,
  type DeclarationPath,
  type ItemField,
  type ItemGroup,
  type ItemsPath,
  type Person,
} from './paths';
export { DeclarationReader, DocumentReader, readDeclaration, readDocument } from './reader';
