def docs_records():
    return []
