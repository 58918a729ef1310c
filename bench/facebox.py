# Face boxes (x, y, width, height) shared by the face benchmarks in bench/:
# imported by face-gt-tool.py, face-tracking-eval.py, face-video-eval.py and
# face-evidence.py, which Python finds beside them when they run.


def iou(a, b):
    """Intersection over union of boxes a and b, 0.0 when they do not meet."""
    ix = max(0, min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]))
    iy = max(0, min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]))
    inter = ix * iy
    return inter / float(a[2] * a[3] + b[2] * b[3] - inter) if inter else 0.0


def inside(box, face):
    """Whether the centre of box lies in face."""
    cx, cy = box[0] + box[2] / 2, box[1] + box[3] / 2
    return face[0] <= cx < face[0] + face[2] and face[1] <= cy < face[1] + face[3]
