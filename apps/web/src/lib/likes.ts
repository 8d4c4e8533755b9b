/** What a like call answers: the viewer's like and the new count. */
export interface LikeState {
  is_liked_by_user: boolean;
  likes_count: number;
}

/**
 * A cached detail answer (a course's, a teacher's) with the server's like state written in:
 * only the server's answer flips a like button, and every cached copy shows it at once.
 */
export function withLike<Detail extends { basic_info: LikeState }>(
  old: Detail | undefined,
  like: LikeState,
): Detail | undefined {
  return old
    ? {
        ...old,
        basic_info: {
          ...old.basic_info,
          is_liked_by_user: like.is_liked_by_user,
          likes_count: like.likes_count,
        },
      }
    : old;
}
