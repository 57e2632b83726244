// What makes one learned model different from another (decisions 0020, 0026): its file format
// name, its classes, the words it reads and which classes an example competes among. The
// trainer, the codec and the loader are shared; a spec is all a new model adds.

export interface ModelSpec<C extends string> {
  /** For error messages: "category model". */
  readonly name: string;
  /** The file's format string; a file of another model is refused on load. */
  readonly format: string;
  /** Class names, in the order of the weights' class index. */
  readonly classes: readonly C[];
  /** The words of a folded text the features are built from. */
  readonly words: (folded: string) => string[];
  /** Class indexes an example of this class competes with in training (itself included). */
  rivals(label: C): readonly number[];
}

/** Every class index of a spec: for a model that is always asked among all its classes. */
export const allClasses = (classes: readonly string[]): readonly number[] => classes.map((_, i) => i);
