// Expected failures of the cook's menu.
import { AppError } from "../errors.ts";

export class CategoryNotEmptyError extends AppError {
  static override readonly httpStatus = 409;
  constructor(dishes: number) {
    super(
      `This category still has ${dishes} ${dishes === 1 ? "dish" : "dishes"}. Move or delete them first.`,
      "CATEGORY_NOT_EMPTY",
    );
  }
}
