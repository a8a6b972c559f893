import { baseApi } from '../../src/api/base-api';

/**
 * The material test screens' own call: a report's image, uploaded as a data URL to
 * /experiment/upload/uploadImages (./report-image.routes.server.ts), which checks its type and size
 * again and answers where it is kept. The image is no object: nothing to refetch.
 */
export interface StoredImage {
  name: string;
  url: string;
  size: number;
  type: string;
}

export const materialTestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadReportImage: build.mutation<StoredImage, { data: string; fileName: string }>({
      query: (body) => ({ url: '/experiment/upload/uploadImages', method: 'POST', body }),
    }),
  }),
});

export const { useUploadReportImageMutation } = materialTestApi;
