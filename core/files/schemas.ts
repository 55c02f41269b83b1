import { z } from "@hono/zod-openapi";

export const FileObject = z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.number().int(),
    content_type: z.string(),
    status: z.enum(["uploading", "ready"]),
    created_at: z.iso.datetime(),
  })
  .openapi("File");
export type FileObject = z.infer<typeof FileObject>;

export const FileList = z.object({ data: z.array(FileObject) }).openapi("FileList");

const FileName = z
  .string()
  .trim()
  .min(1, "name must not be empty")
  .max(255, "name must be at most 255 characters")
  .refine((n) => !/[\\/\u0000]/.test(n), "name must not contain / \\ or NUL");

export const UploadInput = z
  .strictObject({
    name: FileName,
    content_type: z
      .string()
      .min(3)
      .max(255)
      .regex(/^[\w.+-]+\/[\w.+-]+(;.*)?$/, "content_type must be a MIME type such as text/csv"),
    size: z.number().int().positive("size must be at least 1 byte"),
  })
  .openapi("FileUploadInput");

export const Upload = z.object({ file_id: z.string(), upload_url: z.url(), expires_at: z.iso.datetime() }).openapi("FileUpload");

const binary = z.any().openapi({ type: "string", format: "binary" });
export const MultipartFiles = z
  .object({
    file: binary.optional().openapi({ description: "One or more files (repeat the field)" }),
    files: binary.optional().openapi({ description: "Alternative field name for one or more files" }),
  })
  .openapi("FileMultipart");

export const FileIdParam = z.object({ id: z.string().min(1).max(100) });
